import { useQuery } from '@tanstack/react-query';
import type { ZonePoint } from '../../../../shared/zones';
import { useApi, usePublicConfig } from '../../../app-context';
import { zonesQuery } from '../api/zones';
import { deliveryQuote, type DeliveryQuote } from '../delivery-quote';

/** The delivery terms for a point (null: none picked) and the dishes' subtotal, from the live zones. */
export function useDeliveryQuote(point: ZonePoint | null, subtotal: number): DeliveryQuote {
  const { data } = useQuery(zonesQuery(useApi()));
  const { deliveryFee } = usePublicConfig();
  return deliveryQuote(data, point, subtotal, deliveryFee);
}
