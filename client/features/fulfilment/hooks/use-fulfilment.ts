import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Fulfilment, ShopFulfilment } from '../../../../shared/pickup';
import { useApi } from '../../../app-context';
import { useLocale } from '../../../i18n';
import { useShopStatus } from '../../shop-status/hooks/use-shop-status';
import { shopEstimatesQuery } from '../../delivery-zones/api/estimates';
import { currentChoice, offeredFulfilment, pickupQuote, saveChoice, subscribeChoice, type PickupQuote } from '../fulfilment-choice';

export interface FulfilmentState {
  /** the ways on offer (undefined until the shop's status is read: delivery, as always) */
  offer: ShopFulfilment | undefined;
  fulfilment: Fulfilment;
  choose(fulfilment: Fulfilment): void;
  /** pickup's terms for this basket, when pickup is chosen */
  pickup: PickupQuote | null;
}

/** Delivery or pickup for this basket: the tab's choice, what the shop offers now, and pickup's terms. */
export function useFulfilment(subtotal: number): FulfilmentState {
  const api = useApi();
  const locale = useLocale();
  const offer = useShopStatus()?.fulfilment;
  const { data: estimates } = useQuery(shopEstimatesQuery(api));
  const choice = useSyncExternalStore(subscribeChoice, currentChoice, () => 'delivery' as const);
  const fulfilment = offeredFulfilment(choice, offer);
  const pickup = fulfilment === 'pickup' && offer?.pickup ? pickupQuote(offer.pickup, subtotal, locale, estimates) : null;
  return { offer, fulfilment, choose: saveChoice, pickup };
}
