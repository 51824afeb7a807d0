import { test } from './fixtures';
import { startServer, stopServer, type RunningServer } from './server';

/**
 * A server of the spec's own (its board, settings and log see only this spec), started before its tests
 * and stopped after them. Read its fields once the tests run.
 */
export function ownServer(env: Record<string, string> = {}): RunningServer {
  let running: RunningServer | undefined;
  test.beforeAll(async () => {
    running = await startServer(env);
  });
  test.afterAll(async () => {
    if (running) await stopServer(running);
  });
  const the = () => {
    if (!running) throw new Error('ownServer: the server starts in beforeAll');
    return running;
  };
  return {
    get url() {
      return the().url;
    },
    get logFile() {
      return the().logFile;
    },
    get process() {
      return the().process;
    },
    get dataDir() {
      return the().dataDir;
    },
  };
}
