import { useState } from 'react';
import { LazyPart, retryableLazy } from '../../../components/lazy-part';
import { useT } from '../../../i18n';
import { useNearView } from '../../../browser/use-near-view';
import { tabLink } from '../../../browser/prefetch-policy';
import type { MapPickerProps } from './map-picker';
import { useInBrowser } from '../../../browser/use-in-browser';

// Leaflet needs a browser: the map is never part of a server render, and its code arrives on demand:
// when the map's place comes near the screen, never while the page loads below it (issue 13). On a
// slow or data-saving link only when the shopper asks for it (issue 35: its code's parse and render at
// a phone's speed, and its tiles, came while the shopper typed the address, and the address alone is
// enough for an order). Offline before it came, the map says so in its place and the form stays as typed.
const MapPicker = retryableLazy(() => import('./map-picker'));

export function LazyMap(props: MapPickerProps) {
  const t = useT();
  const inBrowser = useInBrowser();
  const [ref, near] = useNearView<HTMLDivElement>();
  const [asked, setAsked] = useState(false);
  const onAsk = inBrowser && !asked && tabLink() !== 'fast';
  const placeholder = (
    <div ref={ref} className="map-picker map-picker--loading">
      {onAsk ? (
        <button type="button" className="button" onClick={() => setAsked(true)}>
          {t('address.map_show')}
        </button>
      ) : (
        t('address.map_loading')
      )}
    </div>
  );
  return (
    <>
      {inBrowser && (near || asked) && !onAsk ? (
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
