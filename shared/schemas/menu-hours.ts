import { array, integer, max, min, nullable, optional, refine, size, type } from 'superstruct';
import { isValidWindow, MINUTES_IN_DAY } from '../menu-hours';

// A serving window as the desk and the catalogue file give it (shared/menu-hours.ts): weekdays
// 0 = Monday … 6 = Sunday, from/until minutes of the Ashgabat day; until below from runs past midnight.
const Minute = (lo: number, hi: number) => max(min(integer(), lo), hi);

export const MenuWindowBody = refine(
  type({ days: size(array(Minute(0, 6)), 1, 7), from: Minute(0, MINUTES_IN_DAY - 1), until: Minute(1, MINUTES_IN_DAY) }),
  'window',
  (w) => (isValidWindow(w) ? true : 'needs different weekdays and two different times'),
);

/** A category's or dish's hours: left out (unchanged, or always for a new one), null (always), or a window. */
export const MenuHoursField = optional(nullable(MenuWindowBody));

/** PUT /desk/menu/categories/:id/hours and /desk/menu/dishes/:id/hours: the window, or null for always. */
export const MenuHoursBody = type({ hours: nullable(MenuWindowBody) });
