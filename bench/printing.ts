// Accept → the kitchen printer's fetch of the ticket (issue 37), on the board's busy day (1,000 orders
// today, bench/desk-board.ts). A simulated Star CloudPRNT printer (tests/api/support/cloudprnt-printer.ts,
// the protocol the suite tests: POST poll, jobReady, GET the job, DELETE with the result) polls every
// POLL_S seconds as a configured printer does: the server never tells it when to poll, and its ticket
// is made from the orders table at the next poll (server/api/printing/queue.ts), so the poll interval
// bounds the wait. Guest orders are accepted through the desk API one after another, each at a random
// moment of the printer's cycle; the time is from sending the accept to the job's GET answered.
// bench/run.ts calls benchPrinting(); alone, `npx tsx bench/printing.ts` (npm run build first).
import os from 'node:os';
import path from 'node:path';
import { startServer, stopServer, type RunningServer } from '../tests/e2e/server';
import { SimulatedPrinter } from '../tests/api/support/cloudprnt-printer';
import { fillToday, placeGuestOrder } from './desk-board';
import { addStaff, deskToken, post } from './desk';

/** docs/printing.md tells the owner to set the printer's polling time to 5 s */
const POLL_S = Number(process.env.BENCH_PRINT_POLL_S ?? 5);
const ACCEPTS = Number(process.env.BENCH_PRINT_ACCEPTS ?? 20);
const API = '/back/api/v1';
const MAC = '00:11:62:0b:0e:37';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${Math.round(x)} ms`;
const sleep = (msToWait: number) => new Promise((r) => setTimeout(r, msToWait));

/** The printer's own loop: a poll every POLL_S seconds from the start of the last; a ready job is fetched and printed. */
function runPrinter(printer: SimulatedPrinter) {
  let stopped = false;
  const waiter: { onFetch?: (at: number) => void } = {};
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const poll = await printer.poll();
      if (poll.status !== 200) throw new Error(`poll answered ${poll.status}`);
      if (poll.body.jobReady && poll.body.jobToken) {
        const job = await printer.fetchJob(poll.body.jobToken);
        if (job.status !== 200) throw new Error(`job fetch answered ${job.status}`);
        waiter.onFetch?.(printer.fetchedAt.at(-1)!);
        await printer.report(poll.body.jobToken, '200 OK');
      }
      await sleep(Math.max(0, started + POLL_S * 1000 - performance.now()));
    }
  })();
  return {
    nextFetch: () => new Promise<number>((resolve) => (waiter.onFetch = resolve)),
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

async function registerPrinter(server: RunningServer, token: string) {
  const data = (await post(`${server.url}${API}/desk/printing/printers`, { name: 'Bench kitchen', mac: MAC }, auth(token))) as {
    path: string;
  };
  return new SimulatedPrinter(`${server.url}${data.path}`, MAC);
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function benchPrinting() {
  const server = await startServer({ LOG_LEVEL: 'info' });
  try {
    await fillToday(server);
    addStaff(`file:${path.join(server.dataDir, 'shop.db')}`);
    const token = await deskToken(server);
    const printer = runPrinter(await registerPrinter(server, token));
    const waits: number[] = [];
    const acceptMs: number[] = [];
    try {
      for (let i = 0; i < ACCEPTS; i++) {
        const id = await placeGuestOrder(server, 1000 + i);
        await sleep(Math.random() * POLL_S * 1000);
        const fetched = printer.nextFetch();
        const sent = performance.now();
        await post(`${server.url}${API}/desk/orders/${id}/accept`, { minutes: 30 }, auth(token));
        acceptMs.push(performance.now() - sent);
        waits.push((await fetched) - sent);
      }
    } finally {
      await printer.stop();
    }
    console.log(
      `accept → the CloudPRNT printer's GET of the ticket, 1,000 orders today, printer polling every ${POLL_S} s (docs/printing.md): ` +
        `median ${ms(median(waits))}, worst ${ms(Math.max(...waits))}, best ${ms(Math.min(...waits))} over ${waits.length} accepts ` +
        `[bounded by the poll interval: ≤ ${POLL_S} s + one poll and fetch; the ticket waits for the printer's next poll, on average half an interval] | ` +
        `the accept call itself: median ${ms(median(acceptMs))}; load average ${os.loadavg()[0].toFixed(1)}`,
    );
  } finally {
    await stopServer(server);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPrinting();
