import { Router } from 'express';
import type { BackendDeps } from '../deps';
import { notFound } from '../../http/errors';
import { authenticate, requireUser } from '../../http/auth';
import { sendData } from '../../http/respond';
import { validate } from '../../http/validate';
import { pathId } from '../ids';
import { presentAddress, presentUser } from './present';
import * as repo from './repo';
import { AddressBody, ProfileBody } from './schemas';

export function createUsersRouter(deps: BackendDeps): Router {
  const { db } = deps.database;
  const router = Router();
  router.use(['/user', '/users'], authenticate(deps), requireUser);

  router.get('/user', async (req, res) => {
    sendData(res, await presentUser(db, req.user!.id));
  });

  // Only these three: phone and bonus are not the customer's to change.
  router.post('/users/update', validate(ProfileBody), async (req, res) => {
    const { name, surname, email } = req.body;
    await repo.updateProfile(db, req.user!.id, { name, surname, email });
    sendData(res, await presentUser(db, req.user!.id));
  });

  router.post('/users/address', validate(AddressBody), async (req, res) => {
    const { id, address, apartment, entrance, floor, comment, latitude, longitude } = req.body;
    const fields = { address, apartment, entrance, floor, comment, latitude, longitude };
    const row = id === undefined
      ? await repo.insertAddress(db, req.user!.id, fields, deps.now())
      : await repo.updateAddress(db, req.user!.id, id, fields);
    if (!row) throw notFound('address_not_found');
    sendData(res, presentAddress(row));
  });

  router.delete('/users/address/:id', async (req, res) => {
    const id = pathId(req.params.id, 'address_not_found');
    if (!(await repo.deleteAddress(db, req.user!.id, id))) throw notFound('address_not_found');
    sendData(res, { address: (await repo.listAddresses(db, req.user!.id)).map(presentAddress) });
  });

  return router;
}
