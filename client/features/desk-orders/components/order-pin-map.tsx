// Loaded only when an order's detail opens with a map point (order-detail.tsx): Leaflet stays out of
// the board and of every storefront page.
import type { LatLngLiteral } from 'leaflet';
import { CircleMarker } from 'react-leaflet';
import { ShopMap } from '../../../components/map/shop-map';
import { useT } from '../../../i18n';

export interface OrderPinMapProps {
  point: LatLngLiteral;
  /** the address, in the map's accessible name */
  address: string;
}

/** Where the shopper put the pin, close up: a circle needs no marker image to fetch. */
export default function OrderPinMap({ point, address }: OrderPinMapProps) {
  const t = useT();
  return (
    <ShopMap className="desk-pin-map desk-no-print" center={point} zoom={16} label={t('desk.detail.map_label', { address })}>
      <CircleMarker center={point} radius={10} pathOptions={{ color: '#b34700', weight: 3, fillOpacity: 0.5 }} className="desk-pin" />
    </ShopMap>
  );
}
