import type { User } from '../../../../shared/api/types';
import { addressPoint } from '../../../../shared/zones';
import { useDeliveryQuote } from '../../delivery-zones/hooks/use-delivery-quote';
import { quoteRefuses } from '../../delivery-zones/delivery-quote';
import { useFulfilment } from '../../fulfilment/hooks/use-fulfilment';

/** The newest saved address unless the customer picked another (a just-added one is the newest). */
export const chosenAddress = (picked: number | null, user: User | null) =>
  user?.address.some((a) => a.id === picked)
    ? picked
    : (user?.address.reduce<number | null>((max, a) => Math.max(max ?? 0, a.id), null) ?? null);

/**
 * What the checkout shows before the server prices the order again: delivery to the address's zone
 * (its fee, minimum and estimate), or pickup (no fee; the pickup minimum), and whether the shop
 * would refuse it as it stands.
 */
export function useCheckoutQuote(where: { latitude: string; longitude: string } | undefined, subtotal: number) {
  const way = useFulfilment(subtotal);
  const quote = useDeliveryQuote(where ? addressPoint(where.latitude, where.longitude) : null, subtotal);
  const fee = way.pickup ? 0 : quote.fee;
  const refuses = way.pickup ? way.pickup.missing > 0 : quoteRefuses(quote);
  return { way, quote, fee, refuses };
}
