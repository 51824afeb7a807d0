import type { BackendDeps } from '../deps';
import type { CallToConfirm } from '../../../shared/schemas/rules';
import { recordAudit, type AuditActor } from '../audit/service';
import * as repo from './repo';

/**
 * Call to confirm, the owner's setting: while on, the orders service places every order as
 * to_confirm (shared/order-status.ts), and staff move it on to new once they have phoned the shopper.
 * Changing it is audited and announced like the week's hours.
 */
export function createCallToConfirmService(deps: BackendDeps) {
  const { db } = deps.database;

  return {
    current: async (): Promise<CallToConfirm> => ({ on: await repo.storedCallToConfirm(db) }),

    async save(input: CallToConfirm, actor: AuditActor): Promise<CallToConfirm> {
      const changed = await db.transaction().execute(async (trx) => {
        const before = { on: await repo.storedCallToConfirm(trx) };
        if (before.on === input.on) return false;
        await repo.saveCallToConfirm(trx, input.on);
        await recordAudit(trx, {
          actor,
          action: 'shop.call_to_confirm',
          entity: 'shop',
          entityId: 'call_to_confirm',
          before,
          after: input,
          at: deps.now(),
        });
        return true;
      });
      if (changed) await deps.events.publish({ type: 'shop.changed', at: deps.now().toISOString() });
      return { on: input.on };
    },
  };
}
