// The shop's Leaflet map frame: imported only by code that is itself loaded on demand (the address
// picker, the desk's zones and an order's pin), so Leaflet never reaches a first load.
import 'leaflet/dist/leaflet.css';
import type { LatLngExpression, Map as LeafletMap } from 'leaflet';
import type { ReactNode } from 'react';
import { AttributionControl, MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { usePublicConfig } from '../../app-context';
import { useT } from '../../i18n';

// Spec §9: max zoom 18, 256 px tiles, 80 px keyboard pan.
export const MAP_MAX_ZOOM = 18;

interface Props {
  className: string;
  center: LatLngExpression;
  zoom: number;
  /** the map's accessible name */
  label: string;
  /** the attribution line's prefix (HTML); none by default */
  attributionPrefix?: string | false;
  doubleClickZoom?: boolean;
  children?: ReactNode;
}

/** Keyboard-usable, no scroll-wheel zoom, zoom buttons titled in the page's language, the configured tiles. */
export function ShopMap({ className, center, zoom, label, attributionPrefix = false, doubleClickZoom = true, children }: Props) {
  const t = useT();
  const { mapTileUrl } = usePublicConfig();
  const named = (map: LeafletMap | null) => map?.getContainer().setAttribute('aria-label', label);
  return (
    <MapContainer
      ref={named}
      className={className}
      center={center}
      zoom={zoom}
      maxZoom={MAP_MAX_ZOOM}
      keyboard
      keyboardPanDelta={80}
      scrollWheelZoom={false}
      zoomControl={false}
      attributionControl={false}
      doubleClickZoom={doubleClickZoom}
    >
      <ZoomControl position="topleft" zoomInTitle={t('address.zoom_in')} zoomOutTitle={t('address.zoom_out')} />
      <AttributionControl position="bottomright" prefix={attributionPrefix} />
      <TileLayer url={mapTileUrl} tileSize={256} maxZoom={MAP_MAX_ZOOM} attribution="&copy; OpenStreetMap" />
      {children}
    </MapContainer>
  );
}
