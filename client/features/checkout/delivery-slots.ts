// Delivery "at a time": 30-minute slots today and tomorrow inside working hours, in Ashgabat
// (UTC+5 all year, no daylight saving). The server checks the same hours (orders/delivery-time).
const ASHGABAT_OFFSET_MS = 5 * 60 * 60 * 1000;
const STEP_MINUTES = 30;
/** the kitchen needs this long: no slot sooner than now + lead time */
export const LEAD_MINUTES = 60;

export interface Slot { value: string; day: 'today' | 'tomorrow'; time: string }
export interface Hours { opens: string; closes: string }

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Hours may run past midnight (10:00–02:00); equal opening and closing means always open. */
export function withinHours(minute: number, hours: Hours): boolean {
  const opens = toMinutes(hours.opens);
  const closes = toMinutes(hours.closes);
  if (opens === closes) return true;
  return opens < closes ? minute >= opens && minute <= closes : minute >= opens || minute <= closes;
}

export function deliverySlots(now: Date, hours: Hours): Slot[] {
  const local = new Date(now.getTime() + ASHGABAT_OFFSET_MS);
  // midnight of today in Ashgabat, as a UTC instant
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - ASHGABAT_OFFSET_MS;
  const earliest = now.getTime() + LEAD_MINUTES * 60_000;
  const slots: Slot[] = [];
  for (const [offset, day] of [[0, 'today'], [1, 'tomorrow']] as const) {
    for (let minute = 0; minute < 1440; minute += STEP_MINUTES) {
      const at = midnight + offset * 86_400_000 + minute * 60_000;
      if (at >= earliest && withinHours(minute, hours)) slots.push({ value: new Date(at).toISOString(), day, time: hhmm(minute) });
    }
  }
  return slots;
}
