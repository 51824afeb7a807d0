import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACKUP, RESTORE, backedUpShop } from './support/backup';
import { runCli } from './support/cli';

// What the commands refuse, in the words a person reads, and that a refusal changes nothing.

describe('npm run backup / npm run restore refusals (sqlite)', () => {
  const { root, backupDir } = backedUpShop('backup-refusals-', `${'a'.repeat(32)}-320.webp`);

  it('refuses to restore into a data directory that is not empty, and leaves its database as it was', async () => {
    const target = `${root}/busy`;
    fs.mkdirSync(target, { recursive: true });
    fs.writeFileSync(`${target}/shop.db`, 'the live database');
    const restored = await runCli(RESTORE, [backupDir], { DATABASE_URL: `file:${target}/shop.db` });
    expect(restored.code).toBe(1);
    expect(restored.stderr).toContain(`${target} is not empty (it holds shop.db); restore only into an empty data directory`);
    expect(restored.stderr).toContain('Nothing was restored.');
    expect(fs.readdirSync(target)).toEqual(['shop.db']);
    expect(fs.readFileSync(`${target}/shop.db`, 'utf8')).toBe('the live database');
  }, 60_000);

  it('refuses a damaged backup and an unfinished one before writing anything', async () => {
    const damaged = `${root}/damaged`;
    const unfinished = `${root}/unfinished`;
    fs.cpSync(backupDir, damaged, { recursive: true });
    fs.writeFileSync(`${damaged}/media/${'a'.repeat(32)}-320.webp`, 'other bytes');
    fs.cpSync(backupDir, unfinished, { recursive: true });
    fs.rmSync(`${unfinished}/manifest.json`);
    const [bad, partial] = await Promise.all([
      runCli(RESTORE, [damaged], { DATABASE_URL: `file:${root}/into-1/shop.db` }),
      runCli(RESTORE, [unfinished], { DATABASE_URL: `file:${root}/into-2/shop.db` }),
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(
      `The backup in ${damaged} is damaged: ${damaged}/media/${'a'.repeat(32)}-320.webp does not match its checksum`,
    );
    expect(partial.code).toBe(1);
    expect(partial.stderr).toContain(`${unfinished} holds no finished backup: ${unfinished}/manifest.json is missing`);
    expect(fs.existsSync(`${root}/into-1`) || fs.existsSync(`${root}/into-2`)).toBe(false);
  }, 60_000);

  it('fails clearly when there is no database to back up, and leaves no backup behind', async () => {
    const run = await runCli(BACKUP, [`${root}/nothing`], { DATABASE_URL: `file:${root}/missing/shop.db` });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`There is no database at ${root}/missing/shop.db: check DATABASE_URL. Nothing was backed up.`);
    expect(fs.existsSync(`${root}/nothing/manifest.json`)).toBe(false);
    expect(fs.existsSync(`${root}/missing`)).toBe(false);
  }, 60_000);

  it('says what to use instead on PostgreSQL and with photos in S3, and exits 3 without copying anything', async () => {
    const [pg, s3] = await Promise.all([
      runCli(BACKUP, [`${root}/pg`], { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }),
      runCli(RESTORE, [backupDir], { DATABASE_URL: `file:${root}/s3/shop.db`, S3_BUCKET: 'shop-photos' }),
    ]);
    expect(pg.code).toBe(3);
    expect(pg.stderr).toMatch(/PostgreSQL database; .*pg_dump --format=custom.*pg_basebackup/s);
    expect(s3.code).toBe(3);
    expect(s3.stderr).toMatch(/S3 bucket "shop-photos".*versioning or replication/s);
    expect(fs.existsSync(`${root}/pg`) || fs.existsSync(`${root}/s3`)).toBe(false);
  }, 60_000);
});
