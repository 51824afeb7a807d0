import { availability, availabilityWords, type MenuWindow } from '../../../../shared/menu-hours';
import { useClock } from '../../../browser/use-clock';
import { useT } from '../../../i18n';
import { useShopStatus } from './use-shop-status';

const TICK_MS = 30_000;

/**
 * "Available from 08:00" while a dish with serving hours (shared/menu-hours.ts) is outside them, or
 * null while it is served. Like the stop-list, known once the page has hydrated and the shop's status
 * (its closures) is read: the server render offers the dish, and the server refuses it anyway. Only a
 * dish with hours ticks (it re-reads the clock every half minute); with none it is always null.
 */
export function useNotServed(hours: readonly MenuWindow[]): string | null {
  const t = useT();
  const status = useShopStatus();
  // the browser's clock: none in the server's render and its hydration (see useClock), read at once after
  const now = useClock(TICK_MS, hours.length > 0);
  if (!status || now === null) return null;
  const words = availabilityWords(availability(hours, now, status.hours.closures));
  if (!words) return null;
  return t(`menu_hours.${words.key}`, { time: words.time, day: t(`menu_hours.days.${words.weekday}`) });
}
