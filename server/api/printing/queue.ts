import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

type Db = Kysely<Schema>;

/** A job fetched but never reported (the printer lost power mid-ticket) is offered again after this. */
export const PRINTING_TIMEOUT_MS = 60_000;

/**
 * Makes the accept ticket for every order in the kitchen (accepted or cooking) on every printer
 * registered before it was accepted, unless it exists. Jobs come from the orders table itself, not
 * from an event, so a process that died between the accept's commit and anything after it drops no
 * ticket: the next poll (or the desk's look) makes it. The unique dedupe_key makes it once, however
 * many processes run this at the same time.
 */
export async function deriveAcceptJobs(db: Db, now: Date): Promise<void> {
  await sql`
    insert into print_jobs (printer_id, order_id, reason, dedupe_key, state, attempts, last_error, created_at)
    select p.id, o.id, 'accept', 'accept:' || cast(o.id as text) || ':' || cast(p.id as text), 'queued', 0, '', ${now.toISOString()}
    from orders o
    join printers p on exists (
      select 1 from order_status_history h where h.order_id = o.id and h.status = 'accepted' and h.at >= p.created_at)
    where o.status in ('accepted', 'cooking')
    order by o.id, p.id
    on conflict (dedupe_key) do nothing`.execute(db);
  // an order cancelled before its ticket came out is not cooked: its unprinted ticket is dropped
  await db
    .deleteFrom('print_jobs')
    .where('reason', '=', 'accept')
    .where('state', 'in', ['queued', 'failed'])
    .where('order_id', 'in', (eb) => eb.selectFrom('orders').select('id').where('status', '=', 'cancelled'))
    .execute();
}

/** The next job this printer should print, oldest first: queued, failed (a retry) or stuck printing. */
export function nextJob(db: Db, printerId: number, now: Date) {
  const stale = new Date(now.getTime() - PRINTING_TIMEOUT_MS).toISOString();
  return db
    .selectFrom('print_jobs')
    .selectAll()
    .where('printer_id', '=', printerId)
    .where((eb) => eb.or([eb('state', 'in', ['queued', 'failed']), eb.and([eb('state', '=', 'printing'), eb('fetched_at', '<', stale)])]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The job a printer without job tokens means (IFBD-HI01X before 1.8, mC-Print3 before 3.2 send no
 * `token` on GET and DELETE): the one it fetched last and has not reported, else what the poll offered.
 */
export async function untokenedJob(db: Db, printerId: number, now: Date) {
  const fresh = new Date(now.getTime() - PRINTING_TIMEOUT_MS).toISOString();
  const fetched = await db
    .selectFrom('print_jobs')
    .selectAll()
    .where('printer_id', '=', printerId)
    .where('state', '=', 'printing')
    .where('fetched_at', '>=', fresh)
    .orderBy('fetched_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return fetched ?? nextJob(db, printerId, now);
}

/** The printer fetched the job: it is printing, one more attempt. */
export async function markFetched(db: Db, jobId: number, now: Date): Promise<boolean> {
  const res = await db
    .updateTable('print_jobs')
    .set((eb) => ({ state: 'printing', attempts: eb('attempts', '+', 1), fetched_at: now.toISOString() }))
    .where('id', '=', jobId)
    .where('state', '!=', 'printed')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * The printer's verdict: a 2xx code ("200 OK"), or the bare "OK" Star's current manual names, is
 * printed (final); anything else failed, to be offered again.
 */
export async function markResult(db: Db, jobId: number, code: string, now: Date): Promise<void> {
  const printed = /^(2\d\d\b|OK$)/i.test(code.trim());
  await db
    .updateTable('print_jobs')
    .set(printed ? { state: 'printed', printed_at: now.toISOString() } : { state: 'failed', last_error: code.slice(0, 100) })
    .where('id', '=', jobId)
    .where('state', '!=', 'printed')
    .execute();
}

/**
 * The printer polled with an error status (410 out of paper, 420 cover open) while a ticket of its was
 * printing: that ticket did not come out whole. Failed, it is offered again first once the printer is back.
 */
export async function failPrinting(db: Db, printerId: number, status: string): Promise<void> {
  await db
    .updateTable('print_jobs')
    .set({ state: 'failed', last_error: status.slice(0, 100) })
    .where('printer_id', '=', printerId)
    .where('state', '=', 'printing')
    .execute();
}

/** Staff asked for the ticket again: one new job per printer. */
export async function queueReprint(db: Db, orderId: number, now: Date): Promise<number> {
  const printers = await db.selectFrom('printers').select('id').execute();
  if (printers.length === 0) return 0;
  await db
    .insertInto('print_jobs')
    .values(printers.map((p) => ({ printer_id: p.id, order_id: orderId, reason: 'reprint' as const, created_at: now.toISOString() })))
    .execute();
  return printers.length;
}
