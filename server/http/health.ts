import { Router } from 'express';
import { sql } from 'kysely';
import type { Database } from '../db/connection';

// Well under a load balancer's probe timeout: an unreachable database (a dead network path holds
// a connect attempt for seconds) must read as "not ready", never as a probe that hangs.
const READY_DEADLINE_MS = 500;

/**
 * /healthz: the process answers (restart it if not). /readyz: it can serve traffic now (send it
 * none if not): not draining, and the database answers within the deadline.
 */
export function healthRoutes(database: Database, lifecycle: { draining: boolean }, deadlineMs = READY_DEADLINE_MS): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => void res.json({ ok: true }));
  router.get('/readyz', async (_req, res) => {
    if (lifecycle.draining) return void res.status(503).json({ ok: false, reason: 'draining' });
    if (await databaseAnswers(database, deadlineMs)) res.json({ ok: true });
    else res.status(503).json({ ok: false, reason: 'database' });
  });
  return router;
}

async function databaseAnswers({ db }: Database, deadlineMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), deadlineMs);
  });
  // a probe that outlives the deadline still settles (the pool's connect timeout bounds it), unheard
  const probe = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
