import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { PRINTER_SILENCE_MS, type PrintingStatus } from '../../../shared/schemas/printing';
import { deriveAcceptJobs } from './queue';

/** A CloudPRNT status code not starting with 2 is a printer that cannot print now (Star's printer status codes). */
const printerStopped = (status: string) => status !== '' && !status.startsWith('2');

/** How many of the finished (printed) jobs the desk sees besides every unfinished one. */
const RECENT_PRINTED = 50;

/**
 * The desk's view of the print queue, with the alarm decided here so every screen agrees: a
 * printer that has work waiting (queued, failed or printing) and has not been heard from for
 * PRINTER_SILENCE_MS — or never —, one that polls but reports it cannot print, or any job whose last attempt failed. Missing accept tickets are
 * made first, so a printer that stopped polling still shows the tickets it owes.
 */
export async function printingStatus(db: Kysely<Schema>, now: Date): Promise<PrintingStatus> {
  await deriveAcceptJobs(db, now);
  const printers = await db.selectFrom('printers').select(['id', 'name', 'mac', 'last_poll_at', 'last_status']).orderBy('id').execute();
  const counts = await db
    .selectFrom('print_jobs')
    .select((eb) => ['printer_id', 'state', eb.fn.countAll<number>().as('n')])
    .where('state', '!=', 'printed')
    .groupBy(['printer_id', 'state'])
    .execute();
  const columns = ['id', 'printer_id', 'order_id', 'reason', 'state', 'attempts', 'last_error', 'created_at', 'printed_at'] as const;
  const jobRows = (printed: boolean) =>
    db
      .selectFrom('print_jobs')
      .innerJoin('orders', 'orders.id', 'print_jobs.order_id')
      .select([...columns.map((c) => `print_jobs.${c}` as const), 'orders.number as order_number'])
      .where('print_jobs.state', printed ? '=' : '!=', 'printed')
      .orderBy('print_jobs.id', 'desc')
      .$if(printed, (q) => q.limit(RECENT_PRINTED))
      .execute();
  const [open, printed] = await Promise.all([jobRows(false), jobRows(true)]);

  const countOf = (printerId: number, states: string[]) =>
    counts.filter((c) => c.printer_id === printerId && states.includes(c.state)).reduce((sum, c) => sum + Number(c.n), 0);
  const view = printers.map((p) => {
    const queued = countOf(p.id, ['queued', 'failed', 'printing']);
    const quietFor = p.last_poll_at ? now.getTime() - Date.parse(p.last_poll_at) : Infinity;
    const silent = queued > 0 && quietFor > PRINTER_SILENCE_MS;
    // polling, but not printing: out of paper (410), cover open (420)… — a printer offline fetches no job
    const stopped = queued > 0 && !silent && printerStopped(p.last_status);
    return { ...p, queued, failed: countOf(p.id, ['failed']), silent, stopped };
  });
  return {
    alarm: view.some((p) => p.silent || p.stopped || p.failed > 0),
    printers: view,
    jobs: [...open, ...printed],
  };
}
