import { unprocessable } from '../../http/errors';

// Asia/Ashgabat has no daylight saving: always UTC+5.
const ASHGABAT_OFFSET_MINUTES = 5 * 60;
const MAX_DAYS_AHEAD = 7;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export interface Hours { opens: string; closes: string }

/**
 * 'asap', or an ISO time with its zone that is in the future, within a week, and inside
 * working hours in Ashgabat (hours may run past midnight, e.g. 10:00–02:00).
 * Returns what is stored: 'asap' or the UTC ISO time.
 */
export function checkDeliveryTime(value: string, hours: Hours, now: Date): string {
  if (value === 'asap') return value;
  const at = ISO_WITH_ZONE.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(at)) throw unprocessable({ delivery_time: 'invalid' });
  if (at <= now.getTime()) throw unprocessable({ delivery_time: 'in_the_past' });
  if (at > now.getTime() + MAX_DAYS_AHEAD * 86_400_000) throw unprocessable({ delivery_time: 'too_far' });
  if (!withinHours(minutesOfDayInAshgabat(at), hours)) throw unprocessable({ delivery_time: 'outside_working_hours' });
  return new Date(at).toISOString();
}

function minutesOfDayInAshgabat(epochMs: number): number {
  const minutes = Math.floor(epochMs / 60_000) + ASHGABAT_OFFSET_MINUTES;
  return ((minutes % 1440) + 1440) % 1440;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function withinHours(minute: number, hours: Hours): boolean {
  const opens = toMinutes(hours.opens);
  const closes = toMinutes(hours.closes);
  if (opens === closes) return true; // open around the clock
  return opens < closes ? minute >= opens && minute <= closes : minute >= opens || minute <= closes;
}
