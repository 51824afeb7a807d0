// Loaded only when an address form opens (lazy-map.tsx): Leaflet and its CSS stay out of every other page.
import L, { type LatLngLiteral } from 'leaflet';
import { useRef } from 'react';
import { Marker, Popup, useMapEvents } from 'react-leaflet';
// served by the storefront itself (Vite assets): no third-party host for the marker images
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { ShopMap } from '../../../components/map/shop-map';
import { useT, type Translate } from '../../../i18n';
import { coordinate } from '../address-rules';
import { ZoneShapes } from '../../delivery-zones/components/zone-shapes';
import { KeyboardPick } from './keyboard-pick';

// Spec §9: centre about 37.93, 58.41 (Ashgabat), zoom 12 (the rest of §9: components/map/shop-map.tsx).
export const MAP_CENTRE: LatLngLiteral = { lat: 37.93, lng: 58.41 };
export const MAP_ZOOM = 12;

const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

// Leaflet's zoom buttons sit 10 px in from the top left, 34 px wide: a popup keeps to their right
const POPUP_CLEAR_OF_ZOOM = L.point(52, 10);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// Leaflet's own prefix carries an English title; the same link, in the page's language
const attributionPrefix = (t: Translate) => `<a href="https://leafletjs.com" title="${escapeHtml(t('address.map_library'))}">Leaflet</a>`;

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
  // a click's point opens its popup; a key's does not: the popup would pan the map off the cross-hair
  // the keys aim with, and the line under the map already says the point aloud
  const popupOnAdd = useRef(true);
  const pickBy = (popup: boolean) => (picked: LatLngLiteral) => {
    popupOnAdd.current = popup;
    onPick(picked);
  };
  return (
    // the container is Leaflet's focusable element: its name is what screen readers announce
    <ShopMap
      className="map-picker"
      center={point ?? MAP_CENTRE}
      zoom={MAP_ZOOM}
      label={t('address.map_label')}
      attributionPrefix={attributionPrefix(t)}
    >
      <ZoneShapes />
      <ClickToPick onPick={pickBy(true)} />
      <KeyboardPick point={point} onPick={pickBy(false)} />
      {point ? (
        // keyed by the point: a new pick mounts a new marker, whose popup opens (a map click closed the last one)
        <Marker
          key={`${point.lat},${point.lng}`}
          position={point}
          icon={markerIcon}
          alt={t('address.point', { lat: coordinate(point.lat), lng: coordinate(point.lng) })}
          eventHandlers={{ add: (e) => popupOnAdd.current && e.target.openPopup() }}
        >
          <Popup autoPanPaddingTopLeft={POPUP_CLEAR_OF_ZOOM} eventHandlers={{ add: (e) => labelCloseButton(e.target.getElement(), t) }}>
            <div className="map-picker__popup">
              {t('address.latitude')}: {coordinate(point.lat)}
              <br />
              {t('address.longitude')}: {coordinate(point.lng)}
            </div>
          </Popup>
        </Marker>
      ) : null}
    </ShopMap>
  );
}

/** Leaflet names the popup's close button "Close popup" in English, with no option to change it. */
function labelCloseButton(popup: HTMLElement | undefined, t: Translate) {
  const close = popup?.querySelector('.leaflet-popup-close-button');
  close?.setAttribute('aria-label', t('address.close_popup'));
  close?.setAttribute('title', t('address.close_popup'));
}
