// Delivery "at a time": 30-minute slots today and tomorrow inside working hours, in Ashgabat, no sooner
// than the kitchen's lead time. The rules are the server's own (shared/hours.ts); the list is the form's.
import { earliestDelivery, startOfDay, withinHours, type Hours } from '../../../shared/hours';

const STEP_MINUTES = 30;

export interface Slot {
  value: string;
  day: 'today' | 'tomorrow';
  time: string;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function deliverySlots(now: Date, hours: Hours): Slot[] {
  const midnight = startOfDay(now.getTime());
  const earliest = earliestDelivery(now);
  const slots: Slot[] = [];
  for (const [offset, day] of [
    [0, 'today'],
    [1, 'tomorrow'],
  ] as const) {
    for (let minute = 0; minute < 1440; minute += STEP_MINUTES) {
      const at = midnight + offset * 86_400_000 + minute * 60_000;
      if (at >= earliest && withinHours(minute, hours)) slots.push({ value: new Date(at).toISOString(), day, time: hhmm(minute) });
    }
  }
  return slots;
}
