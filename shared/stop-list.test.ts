import { describe, expect, it } from 'vitest';
import { isStopped, soldOutIds, stopUntil } from './stop-list';

const now = new Date('2026-03-02T07:00:00Z'); // 12:00 in Ashgabat

describe('the stop-list', () => {
  it('ends an hour on, at Ashgabat midnight, at a chosen time, or never', () => {
    expect(stopUntil('1h', now)).toBe('2026-03-02T08:00:00.000Z');
    expect(stopUntil('day', now)).toBe('2026-03-02T19:00:00.000Z');
    expect(stopUntil('until', now, '2026-03-02T21:30:00+05:00')).toBe('2026-03-02T16:30:00.000Z');
    expect(stopUntil('indefinite', now)).toBeNull();
  });

  it('lets a mark lapse by itself once its time has come', () => {
    const marks = [
      { product_id: 1, until: '2026-03-02T08:00:00.000Z' },
      { product_id: 2, until: null },
    ];
    expect(soldOutIds(marks, now)).toEqual([1, 2]);
    expect(soldOutIds(marks, new Date('2026-03-02T08:00:00Z'))).toEqual([2]);
    expect(isStopped({ until: null }, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });
});
