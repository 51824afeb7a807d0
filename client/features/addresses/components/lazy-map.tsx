import { LazyPart, retryableLazy } from '../../../components/lazy-part';
import { useT } from '../../../i18n';
import { useNearView } from '../../../browser/use-near-view';
import type { MapPickerProps } from './map-picker';
import { useInBrowser } from '../../../browser/use-in-browser';

// Leaflet needs a browser: the map is never part of a server render, and its code arrives on demand:
// when the map's place comes near the screen, never while the page loads below it (issue 13).
// Offline before it came, the map says so in its place and the form around it stays as typed.
const MapPicker = retryableLazy(() => import('./map-picker'));

export function LazyMap(props: MapPickerProps) {
  const t = useT();
  const inBrowser = useInBrowser();
  const [ref, near] = useNearView<HTMLDivElement>();
  const placeholder = (
    <div ref={ref} className="map-picker map-picker--loading">
      {t('address.map_loading')}
    </div>
  );
  return (
    <>
      {inBrowser && near ? (
        <LazyPart loading={placeholder}>
          <MapPicker {...props} />
        </LazyPart>
      ) : (
        placeholder
      )}
      {/* the shaded zones on the map: where the shop delivers */}
      <p className="form-field__hint">{t('zones.map_hint')}</p>
    </>
  );
}
