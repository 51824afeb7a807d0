import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connection';
import { createTestDatabase } from '../helpers/database';
import { startDbProxy } from './support/db-proxy';
import en from '../../locales/api/en.json';
import ru from '../../locales/api/ru.json';

// PostgreSQL faults against the real server in its own process: its backends are killed with
// pg_terminate_backend from an admin connection, and its network path to the database is broken
// by a loopback proxy. The process must live through all of it.
const url = process.env.TEST_DATABASE_URL;
const CLIENTS = 20;

interface Answer {
  status: number;
  body: { error?: string; message?: string; ok?: boolean; reason?: string };
  ms: number;
  retryAfter: string | null;
}

describe.runIf(url)('database faults (postgres)', () => {
  let database: Database;
  let proxy: Awaited<ReturnType<typeof startDbProxy>>;
  let admin: pg.Client;
  let server: ChildProcess;
  let output = '';
  let base = '';
  let appName = '';

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { seed: true });
    const target = new URL(url!);
    proxy = await startDbProxy({ host: target.hostname, port: Number(target.port || 5432) });
    appName = `faults_${database.schema}`;
    const appUrl = new URL(url!);
    appUrl.port = String(proxy.port);
    appUrl.searchParams.set('application_name', appName);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();

    server = spawn(process.execPath, ['--import', 'tsx', 'tests/api/support/db-faults-server.ts'], {
      env: { ...process.env, DATABASE_URL: appUrl.toString(), DB_SCHEMA: database.schema },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stderr!.on('data', (chunk) => void (output += chunk));
    base = await new Promise<string>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => {
        output += chunk;
        const port = /\{"listening":(\d+)\}/.exec(output)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      });
      server.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
    });
  });

  afterAll(async () => {
    server?.kill();
    await proxy?.close();
    await admin?.end();
    await database?.close();
  });

  async function get(path: string, lang = 'en'): Promise<Answer> {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { 'accept-language': lang } }).catch((error: unknown) => {
      throw new Error(`no answer from the server (exit code ${server.exitCode}):\n${output}`, { cause: error });
    });
    return { status: res.status, body: await res.json(), ms: performance.now() - started, retryAfter: res.headers.get('retry-after') };
  }
  const batch = () => Promise.all(Array.from({ length: CLIENTS }, () => get('/back/api/v1/categories')));
  const alive = () => expect(server.exitCode, `the server died:\n${output}`).toBeNull();
  const ok = (answers: Answer[]) => answers.every((a) => a.status === 200);

  // a request caught by the fault is refused in words, never a 500, and at once: no slower than
  // a loaded request (2 shared cores) and well before the pool's 3 s connect timeout
  function expectFailedCleanly(answers: Answer[]) {
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a).toMatchObject({ status: 503, body: { error: 'database_unavailable', message: en.errors.database_unavailable } });
      expect(a.ms).toBeLessThan(2000);
    }
  }

  it('lives through pg_terminate_backend under load and answers every request again within 2 s', async () => {
    const answers: (Answer & { endedAt: number })[] = [];
    let killedAt = Infinity;
    let streak = 0; // requests answered 200 in a row since the kill
    let stop = false;
    let flowing: () => void;
    const loadIsFlowing = new Promise<void>((resolve) => void (flowing = resolve));
    const client = async () => {
      while (!stop) {
        const answer = await get('/back/api/v1/categories');
        const endedAt = performance.now();
        answers.push({ ...answer, endedAt });
        if (answers.length === CLIENTS) flowing();
        if (endedAt > killedAt) streak = answer.status === 200 ? streak + 1 : 0;
        stop ||= streak >= 2 * CLIENTS || endedAt - killedAt > 5000;
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, client));
    await loadIsFlowing;
    const killed = await admin.query(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1',
      [appName],
    );
    killedAt = performance.now();
    await load;

    expect(killed.rows[0].n).toBeGreaterThan(0);
    expectFailedCleanly(answers);
    expect(streak).toBeGreaterThanOrEqual(2 * CLIENTS);
    const lastFailure = Math.max(killedAt, ...answers.filter((a) => a.status !== 200).map((a) => a.endedAt));
    expect(lastFailure - killedAt).toBeLessThan(2000);
    expect(await get('/healthz')).toMatchObject({ status: 200, body: { ok: true } });
    expect(await get('/readyz')).toMatchObject({ status: 200, body: { ok: true } });
    alive();
  });

  it.each(['down', 'blackhole'] as const)(
    '/readyz is 503 within 1 s while the database is %s, 200 once it is back; /healthz stays 200',
    async (mode) => {
      proxy.setMode(mode);
      const notReady = await get('/readyz');
      expect(notReady).toMatchObject({ status: 503, body: { ok: false, reason: 'database' } });
      expect(notReady.ms).toBeLessThan(1000);
      expect(await get('/healthz')).toMatchObject({ status: 200, body: { ok: true } });
      const refused = await get('/back/api/v1/categories', 'ru');
      expect(refused).toMatchObject({
        status: 503,
        retryAfter: '2',
        body: { error: 'database_unavailable', message: ru.errors.database_unavailable },
      });
      alive();

      proxy.setMode('forward');
      expect(await get('/readyz')).toMatchObject({ status: 200, body: { ok: true } });
      expect(ok(await batch())).toBe(true);
      alive();
    },
  );
});
