import { Router, type Request } from 'express';
import type { BackendDeps } from '../deps';
import { negotiateLocale } from '../../../shared/locale';
import { authenticate, requireUser } from '../../http/auth';
import { sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { LoginBody, RegisterBody, VerifyBody } from './schemas';
import { createAuthService, type Caller } from './service';

const caller = (req: Request): Caller => ({ ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', locale: negotiateLocale(req.get('accept-language')) });

export function createAuthRouter(deps: BackendDeps): Router {
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

  router.post('/logout', authenticate(deps), requireUser, async (req, res) => {
    await auth.logout(req.user!.sessionId);
    sendData(res, null);
  });

  return router;
}
