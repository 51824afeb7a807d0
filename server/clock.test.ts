import { describe, expect, it, vi } from 'vitest';
import { serverClock } from './clock';
import type { Logger } from './logger';

const logger = () => ({ warn: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> };

describe('the server clock (CLOCK_START)', () => {
  it('is the machine’s clock when unset', () => {
    const before = Date.now();
    expect(serverClock(undefined, 'production', logger())().getTime()).toBeGreaterThanOrEqual(before);
    expect(serverClock('', 'production', logger())().getTime()).toBeGreaterThanOrEqual(before);
  });

  it('starts at the instant given and runs on from there, saying so in the log', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    try {
      const log = logger();
      const now = serverClock('2026-03-02T11:30:00+05:00', 'test', log);
      expect(now().toISOString()).toBe('2026-03-02T06:30:00.000Z');
      vi.advanceTimersByTime(90_000);
      expect(now().toISOString()).toBe('2026-03-02T06:31:30.000Z');
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a value that is not a time with its zone, and any value in production', () => {
    expect(() => serverClock('tomorrow', 'test', logger())).toThrow(/CLOCK_START/);
    expect(() => serverClock('2026-03-02T11:30:00', 'test', logger())).toThrow(/ISO time with its zone/);
    expect(() => serverClock('2026-03-02T06:30:00Z', 'production', logger())).toThrow(/refused when NODE_ENV=production/);
  });
});
