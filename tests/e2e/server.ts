import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  logFile: string;
  process: ChildProcess;
  dataDir: string;
}

/**
 * Starts the production server (built dist/) on a free loopback port with its own SQLite file,
 * and waits until it listens. Its JSON log goes to a file the tests read (e.g. development SMS codes).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: `file:${path.join(dataDir, 'shop.db')}`,
      ADMIN_TOKEN: 'e2e-admin-token-0123456789',
      TRUST_PROXY: '1', // tests act as different shoppers behind one proxy (X-Forwarded-For)
      DRAIN_DELAY_MS: '0', // no balancer polls /readyz here; the drain test sets its own
      // the browser shares the machine's two cores with this server: a shopper's flow must not be
      // shed as "overloaded" because Chromium was busy (shedding is tested in tests/ssr and npm run bench)
      MAX_EVENT_LOOP_DELAY_MS: '0',
      MAX_EVENT_LOOP_UTILIZATION: '0',
      // open round the clock, so "as soon as possible" works whenever the suite runs (a spec sets its own hours)
      SHOP_OPENS: '00:00',
      SHOP_CLOSES: '00:00',
      // a whole run signs in more often in an hour than a shop's SMS budget allows (a spec sets its own)
      SMS_HOURLY_BUDGET: '100000',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const url = await waitForListening(logFile, child);
  return { url, logFile, process: child, dataDir };
}

async function waitForListening(logFile: string, child: ChildProcess): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${fs.readFileSync(logFile, 'utf8')}`);
    for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line);
      if (entry.msg === 'storefront listening') return entry.url;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${fs.readFileSync(logFile, 'utf8')}`);
}

export async function stopServer(server: RunningServer) {
  if (server.process.exitCode === null) {
    const exited = new Promise((r) => server.process.once('exit', r));
    server.process.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
