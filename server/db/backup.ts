// A consistent copy of a running shop's SQLite database and its photo folder (npm run backup).
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { PHOTO_FILE } from '../../shared/menu/photos';
import {
  BackupError,
  DATABASE_COPY,
  MANIFEST,
  PHOTOS,
  entryOf,
  newManifest,
  readManifest,
  syncFile,
  writeDurably,
  type DataPlaces,
  type FileEntry,
  type Manifest,
} from './backup-manifest';

export interface BackupOptions {
  now: () => Date;
  build: string;
}

// A folder may be backed up into again (photos already there are not copied twice); anything else in it
// means the operator named the wrong folder, and nothing of theirs is replaced.
const OURS = new Set([MANIFEST, DATABASE_COPY, PHOTOS]);

export function backup(places: DataPlaces, target: string, options: BackupOptions): Manifest {
  if (!fs.existsSync(places.databaseFile))
    throw new BackupError(`There is no database at ${places.databaseFile}: check DATABASE_URL. Nothing was backed up.`);
  if (fs.existsSync(target) && !fs.statSync(target).isDirectory())
    throw new BackupError(
      `${target} is a file, not a folder; back up into an empty folder or an earlier backup's own. Nothing was backed up.`,
    );
  fs.mkdirSync(target, { recursive: true });
  const foreign = fs.readdirSync(target).filter((name) => !OURS.has(name) && !name.startsWith('.backup-'));
  if (foreign.length > 0)
    throw new BackupError(
      `${target} holds files that are not a backup (${foreign.slice(0, 3).join(', ')}); back up into an empty folder or an earlier backup's own.`,
    );
  const previous = readManifest(target);
  // without a manifest the folder is not a finished backup, so a restore refuses it until this run ends
  fs.rmSync(path.join(target, MANIFEST), { force: true });

  const { schema, counts } = snapshot(places.databaseFile, path.join(target, DATABASE_COPY));
  // after the snapshot: a photo is stored before any row names it, so every photo it names is on disk now
  const photos = copyPhotos(places.mediaDir, path.join(target, PHOTOS), previous?.photos ?? []);
  const manifest = newManifest({
    created_at: options.now().toISOString(),
    build: options.build,
    schema,
    counts: { ...counts, photos: photos.length },
    database: entryOf(path.join(target, DATABASE_COPY)),
    photos,
  });
  writeDurably(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

// VACUUM INTO reads the database in one read transaction: the copy is the database as of one moment,
// and in WAL mode the server goes on writing orders meanwhile. Opened read-only, so the live file is never written.
function snapshot(databaseFile: string, copy: string) {
  const temp = path.join(path.dirname(copy), `.backup-${process.pid}.sqlite`);
  fs.rmSync(temp, { force: true });
  let live: SQLite.Database | undefined;
  try {
    live = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
    live.pragma('busy_timeout = 10000');
    live.prepare('VACUUM INTO ?').run(temp);
  } catch (err) {
    fs.rmSync(temp, { force: true });
    throw new BackupError(`Could not copy ${databaseFile}: ${sqliteProblem(err)}. Nothing was backed up.`);
  } finally {
    live?.close();
  }
  try {
    const facts = describe(temp, databaseFile);
    syncFile(temp);
    fs.renameSync(temp, copy);
    return facts;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function describe(file: string, databaseFile: string) {
  const copy = new SQLite(file, { readonly: true });
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok')
      throw new BackupError(`The copy of ${databaseFile} failed SQLite's check (${String(check)}). Nothing was backed up.`);
    const hasMigrations = copy.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
    if (!hasMigrations) throw new BackupError(`${databaseFile} is a SQLite file but not this shop's database. Nothing was backed up.`);
    const count = (sql: string) => (copy.prepare(sql).get() as { n: number }).n;
    const last = copy.prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1').get() as { name: string } | undefined;
    return {
      schema: last?.name ?? '',
      counts: {
        orders: count('SELECT count(*) AS n FROM orders'),
        customers: count('SELECT count(*) AS n FROM users'),
        dishes: count('SELECT count(*) AS n FROM products'),
      },
    };
  } finally {
    copy.close();
  }
}

function sqliteProblem(err: unknown): string {
  const code = (err as { code?: string }).code;
  if (code === 'SQLITE_NOTADB') return 'it is not a SQLite database';
  if (code === 'SQLITE_BUSY') return 'the database stayed locked for 10 s';
  return (err as Error).message;
}

// Photo names are hashes of their content, so one already in the backup under the same name and size is the same photo.
function copyPhotos(from: string, to: string, known: FileEntry[]): FileEntry[] {
  const names = fs.existsSync(from) ? fs.readdirSync(from).filter((name) => PHOTO_FILE.test(name)) : [];
  fs.mkdirSync(to, { recursive: true });
  const before = new Map(known.map((entry) => [entry.name, entry]));
  return names.sort().map((name) => {
    const kept = before.get(name);
    const copy = path.join(to, name);
    if (kept && fs.existsSync(copy) && fs.statSync(copy).size === kept.bytes && fs.statSync(path.join(from, name)).size === kept.bytes)
      return kept;
    writeDurably(copy, fs.readFileSync(path.join(from, name)));
    return entryOf(copy);
  });
}
