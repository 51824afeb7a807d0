import { LazyPart, retryableLazy } from '../../../components/lazy-part';
import { useT } from '../../../i18n';
import type { ZoneMapProps } from './zone-map';

// Leaflet and Geoman arrive only with the zones screen (the desk renders in the browser only).
const ZoneMap = retryableLazy(() => import('./zone-map'));

export function LazyZoneMap(props: ZoneMapProps) {
  const t = useT();
  return (
    <LazyPart loading={<div className="desk-zones__map desk-zones__map--loading">{t('desk_zones.map_loading')}</div>}>
      <ZoneMap {...props} />
    </LazyPart>
  );
}
