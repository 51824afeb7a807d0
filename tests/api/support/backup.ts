import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { openDatabase } from '../../../server/db/connection';
import { migrateToLatest } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import { runCli } from './cli';

export const BACKUP = 'server/db/backup-cli.ts';
export const RESTORE = 'server/db/restore-cli.ts';

/**
 * For a describe: a seeded SQLite shop in a temporary folder with one photo (`photo`, its file name),
 * backed up by `npm run backup` before the tests; the folder is removed after them.
 */
export function backedUpShop(prefix: string, photo: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const live = { DATABASE_URL: `file:${root}/live/shop.db`, MEDIA_DIR: `${root}/live/media` };
  const backupDir = `${root}/backup`;
  beforeAll(async () => {
    const database = openDatabase({ kind: 'sqlite', file: `${root}/live/shop.db` });
    await migrateToLatest(database);
    await seed(database);
    await database.close();
    fs.mkdirSync(live.MEDIA_DIR);
    fs.writeFileSync(`${live.MEDIA_DIR}/${photo}`, 'photo bytes');
    const made = await runCli(BACKUP, [backupDir], live);
    expect(made.code, made.stderr).toBe(0);
  }, 60_000);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  return { root, live, backupDir };
}
