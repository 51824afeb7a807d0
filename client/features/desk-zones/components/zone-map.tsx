// Loaded only when the desk's zones screen opens (lazy-zone-map.tsx): Leaflet and Geoman stay out of
// every storefront page and out of the rest of the desk.
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import L from 'leaflet';
// extends the Leaflet that 'leaflet' set on window (map.pm, layer.pm)
import '@geoman-io/leaflet-geoman-free';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { Vertex } from '../../../../shared/zones';
import { ShopMap } from '../../../components/map/shop-map';
import { useT } from '../../../i18n';

const CENTRE: Vertex = [37.93, 58.41];
const ZOOM = 11;

export interface ZoneShape {
  key: string;
  polygon: Vertex[];
}

export interface ZoneMapProps {
  shapes: ZoneShape[];
  /** the shape whose corners can be dragged (Geoman's edit mode) */
  selected: string | null;
  /** Geoman's polygon drawing is on: clicks place corners, a click on the first corner closes it */
  drawing: boolean;
  onDrawn(polygon: Vertex[]): void;
  onShapeChange(key: string, polygon: Vertex[]): void;
  onSelect(key: string): void;
}

const ring = (layer: L.Polygon): Vertex[] => (layer.getLatLngs()[0] as L.LatLng[]).map((p) => [round(p.lat), round(p.lng)]);
// 6 decimal places: about 10 cm, finer than any click
const round = (n: number) => Math.round(n * 1e6) / 1e6;

function Zones({ shapes, selected, drawing, onDrawn, onShapeChange, onSelect }: ZoneMapProps) {
  const map = useMap();
  const callbacks = useRef({ onDrawn, onShapeChange, onSelect });
  callbacks.current = { onDrawn, onShapeChange, onSelect };

  useEffect(() => {
    map.pm.setGlobalOptions({ allowSelfIntersection: false, snappable: true });
    const created = (e: { layer: L.Layer }) => {
      const polygon = ring(e.layer as L.Polygon);
      // the zone is drawn from the screen's state from here on
      e.layer.remove();
      callbacks.current.onDrawn(polygon);
    };
    map.on('pm:create', created);
    return () => void map.off('pm:create', created);
  }, [map]);

  useEffect(() => {
    if (drawing) map.pm.enableDraw('Polygon', { allowSelfIntersection: false, snappable: true, continueDrawing: false });
    else map.pm.disableDraw();
  }, [map, drawing]);

  // the layers are drawn again when a shape or the selection changes, not when a name is typed
  const signature = JSON.stringify(shapes);
  useEffect(() => {
    const group = L.featureGroup().addTo(map);
    for (const shape of JSON.parse(signature) as ZoneShape[]) {
      const editing = shape.key === selected;
      const layer = L.polygon(shape.polygon, {
        color: editing ? '#b34700' : '#1b6e3a',
        weight: editing ? 3 : 2,
        fillOpacity: editing ? 0.25 : 0.12,
        className: `desk-zone desk-zone-${shape.key}`,
      }).addTo(group);
      layer.on('click', () => callbacks.current.onSelect(shape.key));
      if (editing) {
        layer.pm.enable({ allowSelfIntersection: false, snappable: true });
        layer.on('pm:edit', () => callbacks.current.onShapeChange(shape.key, ring(layer)));
      }
    }
    return () => {
      group.eachLayer((layer) => (layer as L.Polygon).pm?.disable());
      group.remove();
    };
  }, [map, signature, selected]);

  return null;
}

export default function ZoneMap(props: ZoneMapProps) {
  const t = useT();
  return (
    <ShopMap className="desk-zones__map" center={CENTRE} zoom={ZOOM} label={t('desk_zones.map_label')} doubleClickZoom={false}>
      <Zones {...props} />
    </ShopMap>
  );
}
