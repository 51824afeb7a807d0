// Route chunks fetched ahead of a click: at most MAX_PARALLEL at once, each once (when: browser/prefetch-policy.ts).

export const MAX_PARALLEL = 5;

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
