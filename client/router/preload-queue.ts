// Route chunks fetched ahead of a click: at most MAX_PARALLEL at once, each once, none on a slow or metered link.

export const MAX_PARALLEL = 5;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when the shopper asked to save data or the connection is 2g-slow. */
export function connectionAllowsPreload(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

export function createPreloadQueue(limit = MAX_PARALLEL) {
  const seen = new Set<string>();
  const waiting: (() => Promise<unknown>)[] = [];
  let running = 0;

  const next = () => {
    while (running < limit && waiting.length) {
      const task = waiting.shift()!;
      running++;
      task()
        .catch(() => undefined) // a failed preload is retried by the real navigation
        .finally(() => {
          running--;
          next();
        });
    }
  };

  return {
    /** runs `load` once per key, queued behind the ones in flight */
    add(key: string, load: () => Promise<unknown>) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(load);
      next();
    },
    get running() {
      return running;
    },
  };
}
