import { describe, expect, it, vi } from 'vitest';
import { EARLY_READ_MAX_AGE_MS, readEarly, takeEarly } from './early-reads';

describe('early reads', () => {
  it('hand the early answer to the first take only; later takes read afresh', async () => {
    readEarly('status', async () => 'early', 1_000);
    const read = vi.fn(async () => 'fresh');
    expect(await takeEarly('status', read, 1_500)).toBe('early');
    expect(read).not.toHaveBeenCalled();
    expect(await takeEarly('status', read, 1_600)).toBe('fresh');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('read afresh when the early answer is too old to be current', async () => {
    readEarly('status', async () => 'early', 1_000);
    expect(await takeEarly('status', async () => 'fresh', 1_000 + EARLY_READ_MAX_AGE_MS + 1)).toBe('fresh');
  });

  it('pass a failed early answer on to the query, which retries it as it would its own', async () => {
    readEarly('popup', () => Promise.reject(new Error('offline')), 0);
    await expect(takeEarly('popup', async () => 'fresh', 10)).rejects.toThrow('offline');
    expect(await takeEarly('popup', async () => 'fresh', 20)).toBe('fresh');
  });

  it('read as usual where nothing was asked for early (the server render, the desk)', async () => {
    expect(await takeEarly('never', async () => 'fresh')).toBe('fresh');
  });
});
