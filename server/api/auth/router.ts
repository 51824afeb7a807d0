import { Router, type Request } from 'express';
import type { BackendDeps } from '../deps';
import { requireUser, type Middleware } from '../../http/auth';
import { sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { LoginBody, RegisterBody, VerifyBody } from './schemas';
import { createAuthService, type Caller } from './service';

const caller = (req: Request): Caller => ({ ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', locale: req.locale });

export function createAuthRouter(deps: BackendDeps, signIn: Middleware): Router {
  const auth = createAuthService(deps);
  const router = Router();

  router.post('/register', validate(RegisterBody), async (req, res) => {
    sendData(res, await auth.register(req.body, caller(req)));
  });

  router.post('/login', validate(LoginBody), async (req, res) => {
    sendData(res, await auth.login(req.body.phone, caller(req)));
  });

  router.post('/login/verify', validate(VerifyBody), async (req, res) => {
    sendData(res, await auth.verify(req.body.phone, req.body.otp));
  });

  router.post('/logout', signIn, requireUser, async (req, res) => {
    await auth.logout(req.user!.sessionId);
    sendData(res, null);
  });

  return router;
}
