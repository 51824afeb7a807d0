// npm run backup -- DIR: a consistent copy of the SQLite database and the photos while the shop runs
// (server/db/backup.ts); run it again into the same DIR and only new photos are copied.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { readBuildInfo } from '../build-info';
import { backup } from './backup';
import { dataPlaces, refusalExitCode } from './backup-manifest';

function build(): string {
  return fs.existsSync(path.resolve('dist/build.json')) ? readBuildInfo().id : 'source';
}

function main(argv: string[]): number {
  if (argv.length !== 1 || argv[0].startsWith('-')) {
    console.error('Usage: npm run backup -- <folder>   (an empty folder, or one an earlier backup made)');
    return 2;
  }
  const target = path.resolve(argv[0]);
  try {
    const places = dataPlaces(loadConfig());
    const started = Date.now();
    const m = backup(places, target, { now: () => new Date(), build: build() });
    const mb = (m.database.bytes / 1e6).toFixed(1);
    console.log(
      `Backed up ${places.databaseFile} (${m.counts.orders} orders, ${m.counts.customers} customers, ${m.counts.dishes} dishes; ${mb} MB)` +
        ` and ${m.counts.photos} photo files into ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  } catch (err) {
    const refused = refusalExitCode(err);
    if (refused !== null) return refused;
    console.error(`Backup failed: ${(err as Error).message}. ${target} holds no finished backup (its manifest.json is written last).`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
