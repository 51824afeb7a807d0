import { describe, expect, it } from 'vitest';
import { formatAshgabat } from './format-time';

describe('formatAshgabat', () => {
  it('shows UTC times in Ashgabat (UTC+5)', () => {
    expect(formatAshgabat('2026-11-21T05:00:00.000Z')).toBe('21.11.2026 10:00');
    expect(formatAshgabat('2026-12-31T20:30:00Z')).toBe('01.01.2027 01:30');
  });
  it('leaves text that is not a time alone', () => {
    expect(formatAshgabat('asap')).toBe('asap');
  });
});
