import { Router } from 'express';
import type { BackendDeps } from '../deps';
import { requireUser, type Middleware } from '../../http/auth';
import { sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { pathId } from '../ids';
import type { AddressList } from '../../../shared/api/types';
import { AddressBody, ProfileBody } from './schemas';
import { createUsersService } from './service';

export function createUsersRouter(deps: BackendDeps, signIn: Middleware): Router {
  const users = createUsersService(deps);
  const router = Router();
  router.use(['/user', '/users'], signIn, requireUser);

  router.get('/user', async (req, res) => {
    sendData(res, await users.profile(req.user!.id));
  });

  router.post('/users/update', validate(ProfileBody), async (req, res) => {
    sendData(res, await users.updateProfile(req.user!.id, req.body));
  });

  router.post('/users/address', validate(AddressBody), async (req, res) => {
    sendData(res, await users.saveAddress(req.user!.id, req.body.id, req.body));
  });

  router.delete('/users/address/:id', async (req, res) => {
    sendData(res, { address: await users.removeAddress(req.user!.id, pathId(req.params.id, 'address_not_found')) } satisfies AddressList);
  });

  return router;
}
