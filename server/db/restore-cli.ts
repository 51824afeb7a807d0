// npm run restore -- DIR: brings a backup into the EMPTY data directory DATABASE_URL and MEDIA_DIR name
// (server/db/restore.ts); with the server stopped. It refuses rather than overwrite anything.
import path from 'node:path';
import { loadConfig } from '../config';
import { dataPlaces, refusalExitCode } from './backup-manifest';
import { restore } from './restore';

function main(argv: string[]): number {
  if (argv.length !== 1 || argv[0].startsWith('-')) {
    console.error('Usage: npm run restore -- <backup folder>   (into the empty data directory DATABASE_URL names)');
    return 2;
  }
  const source = path.resolve(argv[0]);
  try {
    const places = dataPlaces(loadConfig());
    const m = restore(source, places);
    console.log(
      `Restored the backup of ${m.created_at} (build ${m.build}): ${m.counts.orders} orders, ${m.counts.customers} customers,` +
        ` ${m.counts.dishes} dishes into ${places.databaseFile}, and ${m.counts.photos} photo files into ${places.mediaDir}. Start the server.`,
    );
    return 0;
  } catch (err) {
    const refused = refusalExitCode(err);
    if (refused !== null) return refused;
    console.error(`Restore failed: ${(err as Error).message}. Empty the data directory before trying again.`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
