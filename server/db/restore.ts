// Brings a backup (npm run backup) into an empty data directory (npm run restore). It never replaces
// anything: a live database, or photos of another shop, stay as they are and the command refuses.
import fs from 'node:fs';
import path from 'node:path';
import { migrations } from './migrations/index';
import { BackupError, DATABASE_COPY, PHOTOS, entryOf, readManifest, syncFile, type DataPlaces, type Manifest } from './backup-manifest';

const MAX_SHOWN = 5;

export function restore(source: string, places: DataPlaces): Manifest {
  const manifest = readManifest(source);
  if (!manifest)
    throw new BackupError(
      fs.existsSync(source)
        ? `${source} holds no finished backup: ${path.join(source, 'manifest.json')} is missing (a backup that was interrupted leaves none). Nothing was restored.`
        : `There is no backup at ${source}. Nothing was restored.`,
    );
  if (!(manifest.schema in migrations))
    throw new BackupError(
      `This backup was made by a newer version of the shop (its database is at migration ${manifest.schema}); restore it with that version. Nothing was restored.`,
    );
  const dataDir = path.dirname(places.databaseFile);
  refuseUnlessEmpty(dataDir);
  if (path.relative(dataDir, places.mediaDir).startsWith('..')) refuseUnlessEmpty(places.mediaDir);
  verify(source, manifest);

  fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(places.mediaDir, { recursive: true });
  for (const photo of manifest.photos)
    fs.copyFileSync(path.join(source, PHOTOS, photo.name), path.join(places.mediaDir, photo.name), fs.constants.COPYFILE_EXCL);
  // the database comes last and whole: a server started on this directory finds it complete or not at all
  const temp = `${places.databaseFile}.restoring`;
  fs.copyFileSync(path.join(source, DATABASE_COPY), temp, fs.constants.COPYFILE_EXCL);
  try {
    if (entryOf(temp).sha256 !== manifest.database.sha256) throw new BackupError(`The database changed while it was copied to ${temp}.`);
    syncFile(temp);
    placeWithoutReplacing(temp, places.databaseFile);
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return manifest;
}

// a fresh volume's own lost+found does not count as data
function refuseUnlessEmpty(dir: string) {
  const present = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name !== 'lost+found') : [];
  if (present.length === 0) return;
  const shown = present.slice(0, MAX_SHOWN).join(', ') + (present.length > MAX_SHOWN ? ', …' : '');
  throw new BackupError(
    `${dir} is not empty (it holds ${shown}); restore only into an empty data directory, so a live database is never overwritten.\n` +
      `Stop the server, move the current data aside (mv ${dir} ${dir}.old), then run this again. Nothing was restored.`,
  );
}

/** Every file the manifest names is there with its checksum, before anything is written. */
function verify(source: string, manifest: Manifest) {
  const expected = [
    { file: path.join(source, DATABASE_COPY), entry: manifest.database },
    ...manifest.photos.map((entry) => ({ file: path.join(source, PHOTOS, entry.name), entry })),
  ];
  const problems = expected.flatMap(({ file, entry }) => {
    if (!fs.existsSync(file)) return [`${file} is missing`];
    return entryOf(file).sha256 === entry.sha256 ? [] : [`${file} does not match its checksum`];
  });
  if (problems.length > 0)
    throw new BackupError(
      `The backup in ${source} is damaged: ${problems.slice(0, MAX_SHOWN).join('; ')}${problems.length > MAX_SHOWN ? `; and ${problems.length - MAX_SHOWN} more` : ''}. Nothing was restored.`,
    );
}

// link() fails when the name exists, where rename() would silently replace a database that appeared meanwhile
function placeWithoutReplacing(temp: string, file: string) {
  try {
    fs.linkSync(temp, file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new BackupError(`A database appeared at ${file} while restoring; it was left as it is.`);
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw err;
    // a file system without hard links: the emptiness check above is the guard left
    if (fs.existsSync(file)) throw new BackupError(`A database appeared at ${file} while restoring; it was left as it is.`);
    fs.renameSync(temp, file);
  }
}
