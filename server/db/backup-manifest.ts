// What `npm run backup` and `npm run restore` share: where the data lives, the manifest that marks a
// finished backup, and the errors that end either command with a code and a sentence for a person.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config';
import { PHOTO_FILE } from '../../shared/menu/photos';

export const MANIFEST = 'manifest.json';
export const DATABASE_COPY = 'database.sqlite';
export const PHOTOS = 'media';
const FORMAT = 'ashana-backup/1';

/** Exit codes: 1 nothing usable was made or changed, 2 the command was called wrongly, 3 this setup needs other tools. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 | 3 = 1,
  ) {
    super(message);
  }
}

/** The exit code of a refusal both commands know, its message printed (a bad setting is 2), or null. */
export function refusalExitCode(err: unknown): number | null {
  if (!(err instanceof BackupError) && !(err instanceof ConfigError)) return null;
  console.error((err as Error).message);
  return err instanceof BackupError ? err.exitCode : 2;
}

export interface FileEntry {
  name: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  created_at: string;
  /** the build that made it (dist/build.json), or "source" when run from the sources */
  build: string;
  /** the last migration the database had run: a restore needs code that knows it */
  schema: string;
  counts: { orders: number; customers: number; dishes: number; photos: number };
  database: FileEntry;
  photos: FileEntry[];
}

export interface DataPlaces {
  databaseFile: string;
  mediaDir: string;
}

/** The SQLite file and the photo folder, or why this command cannot copy this shop's data. */
export function dataPlaces(config: Pick<Config, 'database' | 'media'>): DataPlaces {
  if (config.database.kind === 'postgres')
    throw new BackupError(
      'DATABASE_URL names a PostgreSQL database; this command copies a SQLite file only, so nothing was done.\n' +
        "Use PostgreSQL's own tools: pg_dump --format=custom for a nightly copy (pg_restore brings it back), or\n" +
        'pg_basebackup with WAL archiving to restore to any moment. The README, section Backups, shows both.',
      3,
    );
  if (config.media.kind === 's3')
    throw new BackupError(
      `Dish photos are kept in the S3 bucket "${config.media.bucket}" (S3_BUCKET), which this command does not copy, so nothing was done.\n` +
        "Turn on the bucket's own versioning or replication to a second bucket for the photos, and copy the SQLite\n" +
        `database with sqlite3 ${config.database.file} ".backup '/backups/shop.db'". The README, section Backups, says more.`,
      3,
    );
  if (config.database.file === ':memory:')
    throw new BackupError('DATABASE_URL is :memory:, a database that lives only inside the server process; there is no file to copy.', 3);
  return { databaseFile: config.database.file, mediaDir: config.media.dir };
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export function entryOf(file: string, name = path.basename(file)): FileEntry {
  const data = fs.readFileSync(file);
  return { name, bytes: data.length, sha256: sha256(data) };
}

/** Writes then renames, flushed to disk first: whoever reads the file finds it whole or absent. */
export function writeDurably(file: string, data: Buffer | string) {
  const temp = `${path.dirname(file)}/.backup-${process.pid}-${path.basename(file)}`;
  fs.writeFileSync(temp, data);
  syncFile(temp);
  fs.renameSync(temp, file);
}

export function syncFile(file: string) {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export const newManifest = (m: Omit<Manifest, 'format'>): Manifest => ({ format: FORMAT, ...m });

/** The finished backup in `dir`, or null when there is none (never made, or interrupted: the manifest is written last). */
export function readManifest(dir: string): Manifest | null {
  let text: string;
  if (fs.existsSync(dir) && !fs.statSync(dir).isDirectory())
    throw new BackupError(`${dir} is a file, not a backup's folder. Nothing was restored.`);
  try {
    text = fs.readFileSync(path.join(dir, MANIFEST), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new BackupError(`Cannot read ${path.join(dir, MANIFEST)}: ${(err as Error).message}`);
  }
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw new BackupError(`${path.join(dir, MANIFEST)} is not valid JSON; this backup cannot be trusted.`);
  }
  if (manifest.format !== FORMAT || !manifest.database || !Array.isArray(manifest.photos) || typeof manifest.schema !== 'string')
    throw new BackupError(
      `${path.join(dir, MANIFEST)} is not a manifest this version understands (format ${JSON.stringify(manifest.format)}).`,
    );
  // a photo's name is its content hash: anything else ("../../x") would be written outside the photo folder
  const odd = manifest.photos.find((photo) => typeof photo?.name !== 'string' || !PHOTO_FILE.test(photo.name));
  if (odd)
    throw new BackupError(
      `${path.join(dir, MANIFEST)} names a photo that is not one (${JSON.stringify(odd?.name)}); this backup cannot be trusted.`,
    );
  return manifest as Manifest;
}
