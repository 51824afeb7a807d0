import { useQuery } from '@tanstack/react-query';
import type { ZonePoint } from '../../../../shared/zones';
import { useApi, usePublicConfig } from '../../../app-context';
import { zonesQuery } from '../api/zones';
import { shopEstimatesQuery } from '../api/estimates';
import { deliveryQuote, type DeliveryQuote } from '../delivery-quote';

/** The delivery terms for a point (null: none picked) and the dishes' subtotal, from the live zones and estimates. */
export function useDeliveryQuote(point: ZonePoint | null, subtotal: number): DeliveryQuote {
  const api = useApi();
  const { data } = useQuery(zonesQuery(api));
  const { data: estimates } = useQuery(shopEstimatesQuery(api));
  const { deliveryFee } = usePublicConfig();
  return deliveryQuote(data, point, subtotal, deliveryFee, estimates);
}
