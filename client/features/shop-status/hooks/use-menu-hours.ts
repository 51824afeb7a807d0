import { availability, availabilityWords, wordsChangeAt, type MenuWindow } from '../../../../shared/menu-hours';
import { useAppContext } from '../../../app-context';
import { useClock } from '../../../browser/use-clock';
import { useT } from '../../../i18n';
import { useShopStatus } from './use-shop-status';

const TICK_MS = 30_000;

/**
 * "Available from 08:00" while a dish with serving hours (shared/menu-hours.ts) is outside them, or
 * null while it is served. The server's render says it at the instant it renders for (its clock: the
 * app context's renderedAt), and so does the hydration over it (the same instant, from the boot data):
 * a page without scripts says it, and offers no add the server would refuse. Once hydrated, the
 * browser's clock takes over. The closures are the shop's status's (the root loader's, in the page).
 * Only a dish with hours ticks (it re-reads the clock every half minute); with none it is always null.
 */
export function useNotServed(hours: readonly MenuWindow[]): string | null {
  const t = useT();
  const { renderedAt, wordsChangeAt: noteChange } = useAppContext();
  const status = useShopStatus();
  const now = useClock(TICK_MS, hours.length > 0, renderedAt ?? null);
  if (!status || now === null) return null;
  noteChange?.(wordsChangeAt(hours, now));
  const words = availabilityWords(availability(hours, now, status.hours.closures));
  if (!words) return null;
  return t(`menu_hours.${words.key}`, { time: words.time, day: t(`menu_hours.days.${words.weekday}`) });
}
