import { describe, expect, it } from 'vitest';
import { deliveryTimeProblem } from '../../../shared/hours';
import { deliverySlots } from './delivery-slots';

const hours = { opens: '10:00', closes: '23:00' };

describe('delivery slots', () => {
  it('offers 30-minute slots from an hour after now until closing, then tomorrow from an hour after opening', () => {
    // 12:10 in Ashgabat
    const slots = deliverySlots(new Date('2026-11-21T07:10:00Z'), hours);
    expect(slots[0]).toEqual({ value: '2026-11-21T08:30:00.000Z', day: 'today', time: '13:30' });
    const today = slots.filter((s) => s.day === 'today');
    expect(today.at(-1)!.time).toBe('23:00');
    const tomorrow = slots.filter((s) => s.day === 'tomorrow');
    // the kitchen opens at 10:00 and needs its hour before the first delivery
    expect(tomorrow[0]).toEqual({ value: '2026-11-22T06:00:00.000Z', day: 'tomorrow', time: '11:00' });
    expect(tomorrow).toHaveLength(25);
  });

  it('has no slots left today late in the evening', () => {
    // 22:30 in Ashgabat
    const slots = deliverySlots(new Date('2026-11-21T17:30:00Z'), hours);
    expect(slots.every((s) => s.day === 'tomorrow')).toBe(true);
  });

  it('uses the Ashgabat date, not the UTC one, near midnight', () => {
    // 01:00 on the 22nd in Ashgabat, still the 21st in UTC
    const slots = deliverySlots(new Date('2026-11-21T20:00:00Z'), hours);
    expect(slots[0]).toEqual({ value: '2026-11-22T06:00:00.000Z', day: 'today', time: '11:00' });
  });

  it('offers only times the server takes', () => {
    for (const now of ['2026-11-21T07:10:00Z', '2026-11-21T07:00:00Z', '2026-11-21T17:30:00Z', '2026-11-21T20:00:00Z']) {
      const at = new Date(now);
      for (const slot of deliverySlots(at, hours)) expect(deliveryTimeProblem(slot.value, hours, at), `${now} ${slot.value}`).toBeNull();
    }
  });
});
