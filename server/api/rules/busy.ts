import type { BackendDeps } from '../deps';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import { activeBusy, type BusyMode } from '../../../shared/estimate';
import type { BusyInput } from '../../../shared/schemas/estimate';
import { recordAudit, type AuditActor } from '../audit/service';
import * as repo from './repo';

type Db = Kysely<Schema> | Transaction<Schema>;

/** Busy mode at `now` (null when off or over): the estimates' module adds its minutes. */
export const busyNow = async (db: Db, now: Date): Promise<BusyMode | null> => activeBusy(await repo.storedBusy(db), now);

/**
 * The desk's busy mode: every estimate longer for a while, ending by itself (an end time, read
 * against the clock), or ended early. Both audited and announced, like the pause.
 */
export function createBusyService(deps: BackendDeps) {
  const { db } = deps.database;
  const announce = () => deps.events.publish({ type: 'shop.changed', at: deps.now().toISOString() });

  async function write(actor: AuditActor, action: string, busy: BusyMode | null) {
    const now = deps.now();
    const changed = await db.transaction().execute(async (trx) => {
      const before = activeBusy(await repo.storedBusy(trx), now);
      // ending what has already ended (by itself, or on another desk) changes nothing worth a log line
      if (!busy && !before) return false;
      await repo.saveBusy(trx, busy);
      await recordAudit(trx, { actor, action, entity: 'shop', entityId: 'busy', before, after: busy, at: now });
      return true;
    });
    if (changed) await announce();
    return busy;
  }

  return {
    current: () => busyNow(db, deps.now()),
    /** Starts (or replaces) busy mode from now; a new choice is a new length from now, not added to the old one. */
    start: (input: BusyInput, actor: AuditActor) =>
      write(actor, 'shop.busy', {
        extra_minutes: input.extra_minutes,
        until: new Date(deps.now().getTime() + input.length_minutes * 60_000).toISOString(),
      }),
    end: (actor: AuditActor) => write(actor, 'shop.busy_end', null),
  };
}
