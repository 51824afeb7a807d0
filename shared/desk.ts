// The desk's fixed choices, read by the server's validation and the desk's forms alike.
import { DAY_MS, startOfDay, toMinutes } from './hours';

/** owner: everything; manager: orders, menu, stop-list, pause; cook: the kitchen display only */
export const STAFF_ROLES = ['owner', 'manager', 'cook'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Who reads the board (its orders, their phones): everyone but a cook, who sees only the kitchen (server/api/auth/staff-guard.ts refuseCook). */
export const BOARD_ROLES: readonly StaffRole[] = STAFF_ROLES.filter((role) => role !== 'cook');

/** the accept dialog's quick choices, in minutes from now */
export const ESTIMATE_MINUTES = [20, 30, 45, 60, 90] as const;

/** why the restaurant refused an order; 'other' needs a note */
export const REJECT_REASONS = ['out_of_stock', 'closed', 'outside_area', 'unreachable', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export type OrderSource = 'web' | 'phone';

/** a desk session ends after this long without a call */
export const DESK_IDLE_HOURS = 12;

/** When the kitchen expects the order there: one of the quick choices, or a clock time today or tomorrow in Ashgabat. */
export type EstimateChoice = { minutes: number } | { time: string; day: 'today' | 'tomorrow' };

/** The estimate as an instant (epoch ms); a clock time is read on Ashgabat's calendar. */
export function estimateAt(choice: EstimateChoice, now: Date): number {
  if ('minutes' in choice) return now.getTime() + choice.minutes * 60_000;
  const day = startOfDay(now.getTime()) + (choice.day === 'tomorrow' ? DAY_MS : 0);
  return day + toMinutes(choice.time) * 60_000;
}

/** The desk's own HttpOnly session cookie: a shopper's `session` cookie in the same browser is another sign-in. */
export const DESK_SESSION_COOKIE = 'desk_session';
