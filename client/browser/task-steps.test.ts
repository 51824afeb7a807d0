import { describe, expect, it } from 'vitest';
import { inTasks, type NextTask } from './task-steps';

/** Tasks the test runs one at a time: `next()` waits until the test calls `run()`. */
function manualTasks() {
  const waiting: (() => void)[] = [];
  const next: NextTask = () => new Promise<void>((resolve) => waiting.push(resolve));
  const flush = () => new Promise<void>((resolve) => setImmediate(resolve)); // the microtasks of the task so far
  return { next, pending: () => waiting.length, run: async () => (waiting.shift()?.(), flush()), flush };
}

describe('inTasks', () => {
  it('starts one step per task, in order, and resolves with every result', async () => {
    const tasks = manualTasks();
    const ran: string[] = [];
    const done = inTasks(
      [() => (ran.push('part'), 1), async () => (ran.push('page'), 'page'), () => (ran.push('words'), true)] as const,
      tasks.next,
    );
    await tasks.flush();
    expect(ran).toEqual(['part']);
    await tasks.run();
    expect(ran).toEqual(['part', 'page']);
    await tasks.run();
    expect(ran).toEqual(['part', 'page', 'words']);
    expect(tasks.pending()).toBe(0);
    await expect(done).resolves.toEqual([1, 'page', true]);
  });

  it('rejects with the first failure, and no step fails unhandled while the others wait', async () => {
    const tasks = manualTasks();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const done = inTasks([() => Promise.reject(new Error('offline')), () => 'page'], tasks.next);
      const outcome = expect(done).rejects.toThrow('offline'); // the caller's handler, there from the start
      await tasks.flush();
      await tasks.flush();
      expect(unhandled).toEqual([]);
      await tasks.run();
      await outcome;
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('turns a step that throws into the rejection', async () => {
    const tasks = manualTasks();
    const done = inTasks(
      [
        () => {
          throw new Error('no module');
        },
      ],
      tasks.next,
    );
    await expect(done).rejects.toThrow('no module');
  });
});
