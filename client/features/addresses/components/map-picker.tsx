// Loaded only when an address form opens (lazy-map.tsx): Leaflet and its CSS stay out of every other page.
import 'leaflet/dist/leaflet.css';
import L, { type LatLngLiteral, type Map as LeafletMap } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer, useMapEvents } from 'react-leaflet';
// served by the storefront itself (Vite assets): no third-party host for the marker images
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { usePublicConfig } from '../../../app-context';
import { useT } from '../../../i18n';

// Spec §9: centre about 37.93, 58.41 (Ashgabat), zoom 12, max 18, 256 px tiles, 80 px keyboard pan.
export const MAP_CENTRE: LatLngLiteral = { lat: 37.93, lng: 58.41 };
export const MAP_ZOOM = 12;
export const MAP_MAX_ZOOM = 18;

const markerIcon = L.icon({
  iconUrl, iconRetinaUrl, shadowUrl, iconSize: [25, 41], iconAnchor: [12, 41], popupAnchor: [1, -34], shadowSize: [41, 41],
});

export interface MapPickerProps {
  point: LatLngLiteral | null;
  onPick(point: LatLngLiteral): void;
}

function ClickToPick({ onPick }: Pick<MapPickerProps, 'onPick'>) {
  useMapEvents({ click: (e) => onPick(e.latlng) });
  return null;
}

export default function MapPicker({ point, onPick }: MapPickerProps) {
  const t = useT();
  const { mapTileUrl } = usePublicConfig();
  // the container is Leaflet's focusable element: give it a name screen readers announce
  const label = (map: LeafletMap | null) => map?.getContainer().setAttribute('aria-label', t('address.map_label'));

  return (
    <MapContainer
      ref={label}
      className="map-picker"
      center={point ?? MAP_CENTRE}
      zoom={MAP_ZOOM}
      maxZoom={MAP_MAX_ZOOM}
      keyboard
      keyboardPanDelta={80}
      scrollWheelZoom={false}
    >
      <TileLayer url={mapTileUrl} tileSize={256} maxZoom={MAP_MAX_ZOOM} attribution="&copy; OpenStreetMap" />
      <ClickToPick onPick={onPick} />
      {point ? (
        <Marker position={point} icon={markerIcon} alt={t('address.point', { lat: point.lat, lng: point.lng })}
          eventHandlers={{ add: (e) => e.target.openPopup() }}>
          <Popup>
            <div className="map-picker__popup">
              {t('address.latitude')}: {point.lat}
              <br />
              {t('address.longitude')}: {point.lng}
            </div>
          </Popup>
        </Marker>
      ) : null}
    </MapContainer>
  );
}
