import type { Kysely, Transaction } from 'kysely';
import type { BackendDeps } from '../deps';
import type { Schema } from '../../db/schema';
import { fulfilmentProblems, type FulfilmentSettings } from '../../../shared/pickup';
import type { FulfilmentInput } from '../../../shared/schemas/pickup';
import { unprocessable } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit/service';
import * as repo from './repo';

type Db = Kysely<Schema> | Transaction<Schema>;

/** The settings as stored (delivery only until the owner saves them). */
export const fulfilmentSettings = (db: Db): Promise<FulfilmentSettings> => repo.storedFulfilment(db);

/**
 * Delivery and pickup, the owner's setting (the router says owner only): either may be turned off,
 * not both; pickup needs the restaurant's address in three languages and its point. Audited and
 * announced (shop.changed) like the week's hours, so open checkouts offer what is on.
 */
export function createFulfilmentService(deps: BackendDeps) {
  const { db } = deps.database;

  return {
    current: () => repo.storedFulfilment(db),

    async save(input: FulfilmentInput, actor: AuditActor): Promise<FulfilmentSettings> {
      const after: FulfilmentSettings = { ...input, address: { ...input.address } };
      const problems = fulfilmentProblems(after);
      if (Object.keys(problems).length > 0) throw unprocessable(problems);
      await db.transaction().execute(async (trx) => {
        const before = await repo.storedFulfilment(trx);
        await repo.saveFulfilment(trx, after);
        await recordAudit(trx, { actor, action: 'shop.fulfilment', entity: 'shop', entityId: 'fulfilment', before, after, at: deps.now() });
      });
      await deps.events.publish({ type: 'shop.changed', at: deps.now().toISOString() });
      return after;
    },
  };
}
