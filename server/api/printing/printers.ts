import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { AppError } from '../../http/errors';
import { normalMac, type PrinterInput } from '../../../shared/schemas/printing';

type Db = Kysely<Schema>;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The path a printer's CloudPRNT URL ends in; the secret is shown to the owner once, then only its hash is kept. */
export const cloudPrntPath = (secret: string) => `/back/api/v1/cloudprnt/${secret}`;

export async function registerPrinter(db: Db, input: PrinterInput, now: Date) {
  const taken = await db.selectFrom('printers').select('id').where('mac', '=', input.mac).executeTakeFirst();
  if (taken) throw new AppError(409, 'printing.mac_taken');
  const secret = randomBytes(24).toString('base64url');
  const printer = await db
    .insertInto('printers')
    .values({ name: input.name, mac: input.mac, secret_hash: hashSecret(secret), created_at: now.toISOString() })
    .returning(['id', 'name', 'mac', 'created_at'])
    .executeTakeFirstOrThrow();
  return { printer, secret, path: cloudPrntPath(secret) };
}

export async function removePrinter(db: Db, id: number): Promise<void> {
  await db.deleteFrom('print_jobs').where('printer_id', '=', id).execute();
  const res = await db.deleteFrom('printers').where('id', '=', id).executeTakeFirst();
  if (Number(res.numDeletedRows) !== 1) throw new AppError(404, 'printing.printer_not_found');
}

/**
 * The printer behind a CloudPRNT request: the secret in its URL and the MAC it reports must both
 * name the same registered printer. Anyone else is told nothing (401) and gets no ticket.
 */
export async function printerFor(db: Db, secret: string, mac: unknown) {
  if (typeof mac !== 'string' || !secret) return undefined;
  const printer = await db.selectFrom('printers').selectAll().where('secret_hash', '=', hashSecret(secret)).executeTakeFirst();
  return printer && printer.mac === normalMac(mac) ? printer : undefined;
}

/** Every request from the printer counts as a sign of life; the poll also says what state it is in. */
export async function recordPoll(db: Db, id: number, now: Date, status?: string): Promise<void> {
  await db
    .updateTable('printers')
    .set({ last_poll_at: now.toISOString(), ...(status === undefined ? {} : { last_status: status.slice(0, 100) }) })
    .where('id', '=', id)
    .execute();
}
