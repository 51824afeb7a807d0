import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from './support/accounts';
import { signInStaff } from './support/desk';
import { listen, openStream, opened, streamShop } from './support/sse';
import { testDatabases } from '../helpers/database';
import { createEventBus } from '../../server/events/create-bus';
import type { EventBus } from '../../server/events/bus';
import { eventStream, everyOrder } from '../../server/events/sse';
import { sessionStands, STAFF_RECHECK_MS } from '../../server/events/desk-cards';
import { deskSessionRole } from '../../server/api/auth/desk-sessions';
import { addStaffFromCli } from '../../server/api/desk/staff-cli-run';
import { addStaff } from '../../server/api/desk/staff';
import { createLogger } from '../../server/logger';
import { loadConfig } from '../../server/config';

const quiet = () => createLogger(loadConfig({ LOG_LEVEL: 'silent' }));
const heartbeats = (stream: Awaited<ReturnType<typeof openStream>>) => stream.messages.filter((m) => m.data === undefined).length;

// Issue 37's audit: `npm run staff:add` changed roles from another process without a word to the running
// servers, whose desk streams went on as the old role. "The CLI" here is its run on a bus of its own.
describe.each(testDatabases())('npm run staff:add and the running desk streams (%s)', (dialect) => {
  const shop = streamShop(dialect);
  let cli: EventBus;
  beforeAll(() => {
    cli = createEventBus(shop.ctx.database, quiet());
  });
  afterAll(() => cli.close());

  it("publishes 'staff.changed' on the database's bus when a role changed, and only then", async () => {
    const manager = await signInStaff(shop.ctx, 'manager');
    const stream = await openStream(`${shop.server.base}${API}/desk/events?locale=en`, manager.auth);
    try {
      await opened(stream);
      const [last] = (await cli.since(0)).slice(-1);
      const same = await addStaffFromCli(shop.ctx.database, cli, { phone: manager.phone, role: 'manager' }, shop.ctx.clock.now());
      expect(same.changed).toBe(false);
      expect((await cli.since(last?.id ?? 0)).map((e) => e.type)).toEqual([]);
      const made = await addStaffFromCli(shop.ctx.database, cli, { phone: manager.phone, role: 'cook' }, shop.ctx.clock.now());
      expect(made.changed).toBe(true);
      // stored on both engines: a stream that reconnects replays it
      expect((await cli.since(last?.id ?? 0)).map((e) => e.type)).toEqual(['staff.changed']);
      if (dialect === 'postgres') {
        // NOTIFY: the running server hears it and ends the stream of the role that changed
        await stream.finished;
        expect(stream.ended).toBe(true);
      } else {
        // SQLite's bus is each process's own: nothing arrives live (the heartbeat's check below holds instead)
        expect(stream.ended).toBe(false);
      }
    } finally {
      await stream.close();
    }
  });
});

// The heartbeat's check: a stream re-reads its session at most once per STAFF_RECHECK_MS of its clock.
describe.each(testDatabases())('the desk stream re-checks its session on a heartbeat (%s)', (dialect) => {
  const shop = streamShop(dialect);
  let bus: EventBus;
  let server: Awaited<ReturnType<typeof listen>>;
  let reads = 0;
  let session = { id: 0, role: 'manager' as const, userId: 0 };
  let now = 0;
  beforeAll(async () => {
    bus = createEventBus(shop.ctx.database, quiet());
    const roleNow = (id: number) => {
      reads += 1;
      return deskSessionRole(shop.ctx.db, id, shop.ctx.clock.now());
    };
    const app = express();
    app.get(
      '/desk-events',
      (req, _res, next) => {
        req.staff = { id: session.userId, sessionId: session.id, role: session.role, via: 'bearer' };
        next();
      },
      eventStream(bus, everyOrder, { heartbeatMs: 5, recheck: sessionStands(roleNow, () => now) }),
    );
    server = await listen(app);
  });
  afterAll(async () => {
    await server.close();
    await bus.close();
  });

  it('ends the stream of a role changed elsewhere once its clock passes the bound, reading once per bound', async () => {
    const manager = await signInStaff(shop.ctx, 'manager');
    const row = await shop.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', manager.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    session = { id: row.id, role: 'manager', userId: manager.userId };
    const stream = await openStream(`${server.base}/desk-events`);
    try {
      await opened(stream);
      // heartbeats within the bound read nothing
      await stream.next(() => heartbeats(stream) >= 3);
      expect(reads).toBe(0);
      now += STAFF_RECHECK_MS;
      const seen = heartbeats(stream);
      await stream.next(() => heartbeats(stream) >= seen + 3);
      expect(reads).toBe(1);
      expect(stream.ended).toBe(false);
      // made a cook with no event this process hears (SQLite: another process's bus is its own)
      await addStaff(shop.ctx.db, { phone: manager.phone, role: 'cook' }, { kind: 'cli' }, shop.ctx.clock.now());
      const after = heartbeats(stream);
      await stream.next(() => heartbeats(stream) >= after + 3);
      expect([stream.ended, reads]).toEqual([false, 1]);
      now += STAFF_RECHECK_MS - 1;
      await stream.next(() => heartbeats(stream) >= after + 6);
      expect([stream.ended, reads]).toEqual([false, 1]);
      now += 1;
      await stream.finished;
      expect([stream.ended, reads]).toEqual([true, 2]);
    } finally {
      await stream.close();
    }
  });
});
