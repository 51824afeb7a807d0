import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { BackendDeps } from '../deps';
import type { KitchenTarget } from '../../../shared/kitchen';
import { recordAudit, type AuditActor } from '../audit/service';
import * as repo from './repo';

/** The shop's kitchen target in minutes, for the kitchen display's board. */
export const kitchenTargetMinutes = (db: Kysely<Schema>): Promise<number> => repo.storedKitchenTarget(db);

/**
 * The kitchen's target, a shop setting the owner or a manager sets: the minutes past which a card on
 * the kitchen display turns to the alert colour. Changing it is audited, and announced so the kitchen's
 * screens re-read their board.
 */
export function createKitchenTargetService(deps: BackendDeps) {
  const { db } = deps.database;

  return {
    current: async (): Promise<KitchenTarget> => ({ minutes: await repo.storedKitchenTarget(db) }),

    async save(input: KitchenTarget, actor: AuditActor): Promise<KitchenTarget> {
      const changed = await db.transaction().execute(async (trx) => {
        const before = { minutes: await repo.storedKitchenTarget(trx) };
        if (before.minutes === input.minutes) return false;
        await repo.saveKitchenTarget(trx, input.minutes);
        await recordAudit(trx, {
          actor,
          action: 'shop.kitchen_target',
          entity: 'shop',
          entityId: 'kitchen_target',
          before,
          after: input,
          at: deps.now(),
        });
        return true;
      });
      if (changed) await deps.events.publish({ type: 'shop.changed', at: deps.now().toISOString() });
      return { minutes: input.minutes };
    },
  };
}
