import { deliveryTimeProblem, LEAD_MINUTES, type Hours } from '../../../shared/hours';
import { AppError, unprocessable } from '../../http/errors';

export type { Hours };

/**
 * 'asap', or a time the shop can deliver at (shared/hours.ts: the lead time, a week ahead, working
 * hours in Ashgabat). Returns what is stored: 'asap' or the UTC ISO time.
 */
export function checkDeliveryTime(value: string, hours: Hours, now: Date): string {
  const problem = deliveryTimeProblem(value, hours, now);
  // a slot list left open on the checkout page goes stale: say why, so the shopper picks a later one
  if (problem === 'too_soon') throw new AppError(422, 'delivery_too_soon', { delivery_time: problem }, { minutes: LEAD_MINUTES });
  if (problem) throw unprocessable({ delivery_time: problem });
  return value === 'asap' ? value : new Date(value).toISOString();
}
