import { Router, type Request, type Response } from 'express';
import type { BackendDeps } from '../deps';
import { ID_DIGITS } from '../ids';
import { notFound } from '../../http/errors';
import { deriveAcceptJobs, failPrinting, markFetched, markResult, nextJob, untokenedJob } from './queue';
import { printerFor, recordPoll } from './printers';
import { markupTicket, plainTicket, ticketFor, TICKET_MEDIA_TYPES, type TicketMediaType } from './ticket';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
// the printer URL-encodes its status code ("200%20OK"); a malformed one is kept as sent
const decoded = (v: string) => {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
};

/**
 * Star CloudPRNT (docs/printing.md) at /cloudprnt/<secret>: the printer POSTs its status every few
 * seconds and is told whether a job is ready; it GETs the job in a media type it chose from ours,
 * then DELETEs it with its result code. The job's id is the jobToken it echoes back.
 */
export function createCloudPrntRouter(deps: BackendDeps): Router {
  const { db } = deps.database;
  const router = Router();

  const printerOf = async (req: Request<{ key: string }>, res: Response, mac: unknown) => {
    const printer = await printerFor(db, req.params.key, mac);
    if (!printer) res.status(401).json({ jobReady: false });
    return printer;
  };
  // a firmware without job tokens sends none: it means the job it was offered or last fetched
  const jobOf = async (printerId: number, token: unknown, now: Date) => {
    const raw = text(token);
    if (raw === '') return untokenedJob(db, printerId, now);
    if (!ID_DIGITS.test(raw)) return undefined;
    return db.selectFrom('print_jobs').selectAll().where('id', '=', Number(raw)).where('printer_id', '=', printerId).executeTakeFirst();
  };

  // a printer that also speaks CloudPRNT's MQTT version asks for the server's settings at start-up, at
  // the URL's folder (the secret moves to ?replaced_path=): 404 is the protocol's "HTTP version only"
  router.get('/cloudprnt-setting.json', () => {
    throw notFound();
  });

  router.post('/:key', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const printer = await printerOf(req, res, body.printerMAC);
    if (!printer) return;
    const now = deps.now();
    const status = decoded(text(body.statusCode));
    await recordPoll(db, printer.id, now, status);
    // the protocol: a ticket is printing from its GET until its DELETE, or a poll with an error status
    if (status !== '' && !status.startsWith('2')) await failPrinting(db, printer.id, status);
    await deriveAcceptJobs(db, now);
    const job = await nextJob(db, printer.id, now);
    res.json(job ? { jobReady: true, mediaTypes: TICKET_MEDIA_TYPES, jobToken: String(job.id) } : { jobReady: false });
  });

  router.get('/:key', async (req, res) => {
    const printer = await printerOf(req, res, req.query.mac);
    if (!printer) return;
    const now = deps.now();
    await recordPoll(db, printer.id, now);
    const type = text(req.query.type) as TicketMediaType;
    if (!TICKET_MEDIA_TYPES.includes(type)) return void res.status(415).end();
    const job = await jobOf(printer.id, req.query.token, now);
    const ticket = job && job.state !== 'printed' ? await ticketFor(db, job.order_id, job.reason) : null;
    if (!job || !ticket || !(await markFetched(db, job.id, now))) return void res.status(404).end();
    res.type(`${type}; charset=utf-8`).send(type === 'text/plain' ? plainTicket(ticket) : markupTicket(ticket));
  });

  router.delete('/:key', async (req, res) => {
    const printer = await printerOf(req, res, req.query.mac);
    if (!printer) return;
    const now = deps.now();
    await recordPoll(db, printer.id, now);
    const job = await jobOf(printer.id, req.query.token, now);
    if (!job) return void res.status(404).end();
    await markResult(db, job.id, decoded(text(req.query.code)), now);
    res.status(200).end();
  });

  return router;
}
