import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACKUP, RESTORE, backedUpShop } from './support/backup';
import { runCli } from './support/cli';

// A backup folder is read back from wherever it was kept (a shared drive, a bucket): a manifest that
// names a "photo" outside the photo folder must not make restore write there. And a folder named by
// mistake that is a file gets a sentence, not a system error.

describe('npm run restore with a tampered backup; a file named as the folder (sqlite)', () => {
  const { root, live, backupDir } = backedUpShop('backup-tampered-', `${'c'.repeat(32)}-320.webp`);

  it('refuses a manifest naming a photo outside the photo folder, and writes nothing anywhere', async () => {
    const tampered = `${root}/tampered`;
    fs.cpSync(backupDir, tampered, { recursive: true });
    // the file the name leads to is there with its checksum, so only the name gives it away
    const bytes = Buffer.from('#!/bin/sh\necho owned\n');
    fs.writeFileSync(`${root}/planted.sh`, bytes);
    const manifest = JSON.parse(fs.readFileSync(`${tampered}/manifest.json`, 'utf8'));
    manifest.photos.push({ name: '../../planted.sh', bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    fs.writeFileSync(`${tampered}/manifest.json`, JSON.stringify(manifest));

    const into = `${root}/restored/data`;
    const run = await runCli(RESTORE, [tampered], { DATABASE_URL: `file:${into}/shop.db`, MEDIA_DIR: `${into}/media` });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `${tampered}/manifest.json names a photo that is not one ("../../planted.sh"); this backup cannot be trusted.`,
    );
    expect(fs.existsSync(`${root}/restored`)).toBe(false);
  }, 60_000);

  it('says so when the folder named is a file, for backup and for restore, and leaves the file as it was', async () => {
    const file = `${root}/not-a-folder`;
    fs.writeFileSync(file, 'notes');
    const [made, restored] = await Promise.all([
      runCli(BACKUP, [file], live),
      runCli(RESTORE, [file], { DATABASE_URL: `file:${root}/into/shop.db` }),
    ]);
    expect(made.code).toBe(1);
    expect(made.stderr.trim()).toBe(
      `${file} is a file, not a folder; back up into an empty folder or an earlier backup's own. Nothing was backed up.`,
    );
    expect(restored.code).toBe(1);
    expect(restored.stderr.trim()).toBe(`${file} is a file, not a backup's folder. Nothing was restored.`);
    expect(fs.readFileSync(file, 'utf8')).toBe('notes');
    expect(fs.existsSync(`${root}/into`)).toBe(false);
  }, 60_000);
});
