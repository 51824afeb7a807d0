// Delivery "at a time": 30-minute slots today and tomorrow inside the shop's hours (its week,
// closures and any pause), in Ashgabat, no sooner than the kitchen's lead time. The rules are the
// server's own (shared/hours.ts); the list is the form's.
import { clockOf, daysAfter, type Hours } from '../../../shared/hours';
import { everyDay, slotTimes, type ShopRules } from '../../../shared/shop-week';

export interface Slot {
  value: string;
  day: 'today' | 'tomorrow';
  time: string;
}

/** `rules`: the shop's status once read; before that, the configured pair every day. */
export function deliverySlots(now: Date, rules: ShopRules | Hours): Slot[] {
  const shop = 'opens' in rules ? { hours: everyDay(rules), pause: null } : rules;
  return slotTimes(shop, now).map((at) => ({
    value: new Date(at).toISOString(),
    day: daysAfter(at, now.getTime()) === 0 ? 'today' : 'tomorrow',
    time: clockOf(at),
  }));
}
