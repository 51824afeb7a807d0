import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useT } from '../../../i18n';
import type { MapPickerProps } from './map-picker';

// Leaflet needs a browser: the map is never part of a server render, and its code arrives on demand.
const MapPicker = lazy(() => import('./map-picker'));

const noSubscribe = () => () => {};
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

export function LazyMap(props: MapPickerProps) {
  const t = useT();
  const inBrowser = useInBrowser();
  const placeholder = <div className="map-picker map-picker--loading">{t('address.map_loading')}</div>;
  return (
    <>
      {inBrowser ? <Suspense fallback={placeholder}>{<MapPicker {...props} />}</Suspense> : placeholder}
      {/* the shaded zones on the map: where the shop delivers */}
      <p className="form-field__hint">{t('zones.map_hint')}</p>
    </>
  );
}
