// Part of the address map's chunk (map-picker.tsx, loaded on demand): the zones drawn under the marker.
import { useQuery } from '@tanstack/react-query';
import { Polygon } from 'react-leaflet';
import { useApi } from '../../../app-context';
import { zonesQuery } from '../api/zones';

/** Where the shop delivers, shaded; not interactive, so a click on a zone still picks the point. */
export function ZoneShapes() {
  const { data } = useQuery(zonesQuery(useApi()));
  return (
    <>
      {(data ?? []).map((zone) => (
        <Polygon
          key={zone.id}
          positions={zone.polygon}
          interactive={false}
          className="delivery-zone"
          pathOptions={{ color: '#1b6e3a', weight: 2, fillColor: '#2e9e55', fillOpacity: 0.12 }}
        />
      ))}
    </>
  );
}
