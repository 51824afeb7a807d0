import { minuteOfDay, SHOP_TIME_ZONE } from '../../../shared/hours';

// Times are stored in UTC and shown in Ashgabat (design §3). Digits only, in one fixed shape,
// so the server's and the browser's ICU data cannot render different text for hydration.
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-21T05:00:00Z" -> "21.11.2026 10:00" */
export function formatAshgabat(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** "2026-11-21T14:40:00Z" -> "19:40", the clock in Ashgabat */
export function formatClock(iso: string): string {
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return iso;
  const minute = minuteOfDay(ms);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
