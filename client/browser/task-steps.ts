/** Waits for a new task: the browser may paint and handle input before the next step runs. */
export type NextTask = () => Promise<void>;

export const nextTask: NextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

type Steps<T extends readonly unknown[]> = { [K in keyof T]: () => T[K] | Promise<T[K]> };

/**
 * Starts each step in a task of its own, in order, and resolves with their results (rejects with the
 * first failure, as Promise.all). Each step may only start work, e.g. an `import()` (Vite's preload
 * helper then adds a <link rel="modulepreload"> per file, a few milliseconds each on a slow phone):
 * started together in one task they were one long task (issue 35).
 */
export async function inTasks<T extends readonly unknown[]>(steps: Steps<T>, next: NextTask = nextTask): Promise<T> {
  const started: Promise<unknown>[] = [];
  for (const [i, step] of steps.entries()) {
    if (i > 0) await next();
    const result = Promise.resolve().then(step);
    result.catch(() => {}); // handled below: not an unhandled rejection while the next steps wait their turn
    started.push(result);
  }
  return (await Promise.all(started)) as unknown as T;
}
