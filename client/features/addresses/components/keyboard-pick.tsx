// Issue 38 item 15: the address map by keyboard. Leaflet's own keyboard handler pans the map with the
// arrow keys (keyboardPanDelta pixels, three times as far with Shift) and zooms with + and −; this adds
// the pick: Enter or Space marks the point where the map is centred (a cross-hair shows it while the
// map has focus), and once a point is marked the arrows carry it as far as they pan the map, so it
// keeps its place on the screen.
import type { LatLngLiteral, Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

interface Props {
  point: LatLngLiteral | null;
  onPick(point: LatLngLiteral): void;
}

/** The point moved by as many pixels as the map's centre moved from `from` to `to`. */
export function carried(map: LeafletMap, at: LatLngLiteral, from: LatLngLiteral, to: LatLngLiteral): LatLngLiteral {
  const zoom = map.getZoom();
  const shift = map.project(to, zoom).subtract(map.project(from, zoom));
  const moved = map.unproject(map.project(at, zoom).add(shift), zoom);
  return { lat: moved.lat, lng: moved.lng };
}

export function KeyboardPick({ point, onPick }: Props) {
  const map = useMap();
  // the handlers are attached once; they read the latest point and callback from here
  const latest = useRef({ point, onPick });
  latest.current = { point, onPick };

  useEffect(() => {
    const container = map.getContainer();
    let moving = false;
    let panFrom: LatLngLiteral | null = null;
    const centre = () => {
      const { lat, lng } = map.getCenter();
      return { lat, lng };
    };
    const onKeyDown = (e: KeyboardEvent) => {
      // keys typed into a popup, the marker or a control inside the map are theirs
      if (e.target !== container || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault(); // Space would scroll the page
        latest.current.onPick(centre());
      } else if (ARROWS.has(e.key) && latest.current.point && !moving) {
        // Leaflet pans on this same key, after this listener (its own is on the document)
        panFrom = centre();
      }
    };
    const onMoveStart = () => (moving = true);
    const onMoveEnd = () => {
      moving = false;
      const { point: at, onPick: pick } = latest.current;
      if (panFrom && at) pick(carried(map, at, panFrom, centre()));
      panFrom = null;
    };
    // an arrow that could not move the map leaves nothing for a later drag or zoom to carry
    const onKeyUp = () => {
      if (!moving) panFrom = null;
    };
    container.addEventListener('keydown', onKeyDown);
    container.addEventListener('keyup', onKeyUp);
    map.on('movestart', onMoveStart);
    map.on('moveend', onMoveEnd);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      container.removeEventListener('keyup', onKeyUp);
      map.off('movestart', onMoveStart);
      map.off('moveend', onMoveEnd);
    };
  }, [map]);
  return null;
}
