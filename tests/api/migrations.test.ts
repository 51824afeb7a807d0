import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { migrations } from '../../server/db/migrations/index';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrate-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('several server processes starting on one SQLite file', () => {
  it('migrate and seed it exactly once, leaving a complete schema', async () => {
    const file = path.join(dir, 'shop.db');
    const worker = path.resolve('tests/helpers/migrate-worker.ts');
    const outputs = await Promise.all([1, 2, 3].map(() => run(process.execPath, ['--import', 'tsx', worker, file], { timeout: 60_000 })));
    const seeded = outputs.map((o) => JSON.parse(o.stdout).seeded as boolean);
    expect(seeded.filter(Boolean)).toHaveLength(1);

    const database = openDatabase({ kind: 'sqlite', file });
    try {
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(database.db);
      expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
      const count = async (table: 'categories' | 'products' | 'pages') =>
        Number(
          (
            await database.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('categories')).toBe(10);
      expect(await count('products')).toBe(51);
      expect(await count('pages')).toBe(10);
    } finally {
      await database.close();
    }
  });

  it('rolls a failed migration back completely on SQLite', async () => {
    const file = path.join(dir, 'broken.db');
    const database = openDatabase({ kind: 'sqlite', file });
    try {
      await sql`create table categories (id integer primary key)`.execute(database.db);
      const { migrateToLatest } = await import('../../server/db/migrate');
      await expect(migrateToLatest(database)).rejects.toThrow(/Migration 001_catalogue failed/);
      const tables = await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name in ('units', 'products')`.execute(database.db);
      expect(tables.rows).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

// registered only when PostgreSQL is available, so a SQLite-only run has nothing skipped
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl)
  describe('several server processes starting on one PostgreSQL schema', () => {
    it('migrate and seed it exactly once', async () => {
      const { seedIfEmpty } = await import('../../server/db/seed');
      const { migrateToLatest } = await import('../../server/db/migrate');
      // dropped with the run's other schemas once every file is done (tests/setup/pg-schemas.ts)
      const schema = `t_${inject('schemaRun')}_mig_${Date.now().toString(36)}`;
      const admin = openDatabase({ kind: 'postgres', url: pgUrl });
      await sql`create schema ${sql.id(schema)}`.execute(admin.db);
      const servers = [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: pgUrl }, { schema }));
      try {
        const seeded = await Promise.all(servers.map(async (d) => (await migrateToLatest(d), seedIfEmpty(d))));
        expect(seeded.filter((s) => s !== null)).toHaveLength(1);
        const n = await servers[0].db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(n.n)).toBe(51);
      } finally {
        await Promise.all(servers.map((d) => d.close()));
        await admin.close();
      }
    });
  });
