// Loaded only when an order's detail opens with a map point (order-detail.tsx): Leaflet stays out of
// the board and of every storefront page.
import 'leaflet/dist/leaflet.css';
import type { Map as LeafletMap } from 'leaflet';
import { AttributionControl, CircleMarker, MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { usePublicConfig } from '../../../app-context';
import { useT } from '../../../i18n';

export interface OrderPinMapProps {
  point: [number, number];
  /** the address, in the map's accessible name */
  address: string;
}

/** Where the shopper put the pin, close up: a circle needs no marker image to fetch. */
export default function OrderPinMap({ point, address }: OrderPinMapProps) {
  const t = useT();
  const { mapTileUrl } = usePublicConfig();
  const label = (map: LeafletMap | null) => map?.getContainer().setAttribute('aria-label', t('desk.detail.map_label', { address }));
  return (
    <MapContainer
      ref={label}
      className="desk-pin-map desk-no-print"
      center={point}
      zoom={16}
      maxZoom={18}
      keyboard
      keyboardPanDelta={80}
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={false}
    >
      <ZoomControl position="topleft" zoomInTitle={t('address.zoom_in')} zoomOutTitle={t('address.zoom_out')} />
      <AttributionControl position="bottomright" prefix={false} />
      <TileLayer url={mapTileUrl} tileSize={256} maxZoom={18} attribution="&copy; OpenStreetMap" />
      <CircleMarker center={point} radius={10} pathOptions={{ color: '#b34700', weight: 3, fillOpacity: 0.5 }} className="desk-pin" />
    </MapContainer>
  );
}
