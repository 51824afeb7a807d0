import { describe, expect, it } from 'vitest';
import { createPreloadQueue } from './preload-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('route preloading', () => {
  it('runs at most five at once and each page once', async () => {
    const queue = createPreloadQueue(5);
    const gates = Array.from({ length: 7 }, deferred);
    const started: number[] = [];
    gates.forEach((gate, i) => queue.add(`p${i}`, () => (started.push(i), gate.promise)));
    queue.add('p0', () => (started.push(99), Promise.resolve()));
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.running).toBe(5);
    gates[0].resolve();
    await gates[0].promise;
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    gates.forEach((g) => g.resolve());
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(queue.running).toBe(0);
  });

  it('keeps going after a failed preload', async () => {
    const queue = createPreloadQueue(1);
    const started: string[] = [];
    queue.add('bad', () => (started.push('bad'), Promise.reject(new Error('offline'))));
    queue.add('good', () => (started.push('good'), Promise.resolve()));
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['bad', 'good']);
  });
});
