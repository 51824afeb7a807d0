import { minuteOfDay, shopDateTime } from '../../../shared/hours';

// Times are stored in UTC and shown in Ashgabat (design §3). Digits only, in one fixed shape, from the
// shop's fixed offset rather than Intl: the server's and the browser's ICU data cannot render different
// text for hydration, and no time-zone data is loaded while a phone starts the page.

/** "2026-11-21T05:00:00Z" -> "21.11.2026 10:00" */
export function formatAshgabat(iso: string): string {
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return iso;
  const local = shopDateTime(ms);
  return `${local.slice(8, 10)}.${local.slice(5, 7)}.${local.slice(0, 4)} ${local.slice(11, 16)}`;
}

/** "2026-11-21T14:40:00Z" -> "19:40", the clock in Ashgabat */
export function formatClock(iso: string): string {
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return iso;
  const minute = minuteOfDay(ms);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
