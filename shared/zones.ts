// Delivery zones: one definition of "which zone is this point in" and "what does it cost", run by
// the server (it prices the order) and by the browser (it shows the shopper the same numbers first).
// Money is integer minor units; an estimate is whole minutes; a point is degrees (WGS 84).
import { meanWidthMetres, pointInPolygon, segmentsTouch, type Vertex, type ZonePoint } from './zone-geometry';

export { EDGE_TOLERANCE, pointInPolygon, type Vertex, type ZonePoint } from './zone-geometry';

/** What a zone charges and promises; the polygon is an open ring (the last vertex is not the first again). */
export interface DeliveryZone {
  id: number;
  name: string;
  /** delivery fee, minor units */
  fee: number;
  /** the smallest subtotal (dishes, before bonus) the zone delivers, minor units; 0 = no minimum */
  minimum: number;
  /** estimated delivery time, minutes */
  estimate: number;
  polygon: Vertex[];
}

export const ZONE_LIMITS = {
  minVertices: 3,
  maxVertices: 200,
  /** 10,000.00 TMT: no delivery fee is near it; beyond it is a typing slip */
  maxFee: 1_000_000,
  /** 100,000.00 TMT */
  maxMinimum: 10_000_000,
  minEstimate: 1,
  /** 10 hours */
  maxEstimate: 600,
  maxName: 60,
  /** a shop has a handful of zones; a hundred is already a mistake */
  maxZones: 50,
} as const;

/**
 * The zone that delivers to a point, or null outside every zone. Zones may overlap (a cheaper
 * centre inside a wider ring): the cheapest fee wins, then the smaller minimum, then the older zone.
 */
export function zoneAt<Z extends DeliveryZone>(zones: readonly Z[], point: ZonePoint): Z | null {
  let best: Z | null = null;
  for (const zone of zones) {
    if (!pointInPolygon(point, zone.polygon)) continue;
    if (!best || cheaper(zone, best)) best = zone;
  }
  return best;
}

const cheaper = (a: DeliveryZone, b: DeliveryZone) =>
  a.fee !== b.fee ? a.fee < b.fee : a.minimum !== b.minimum ? a.minimum < b.minimum : a.id < b.id;

/**
 * The zone an address is charged by. With a map point, the zone it falls in (null: outside every
 * zone, the order is refused). An address typed without a point cannot be placed: it is charged
 * as the dearest zone (highest fee, then highest minimum), never less than wherever it may be,
 * and staff see it has no point. No zones at all: nowhere is delivered to.
 */
export function zoneForAddress<Z extends DeliveryZone>(zones: readonly Z[], point: ZonePoint | null): Z | null {
  if (point) return zoneAt(zones, point);
  let dearest: Z | null = null;
  for (const zone of zones) {
    if (!dearest || cheaper(dearest, zone)) dearest = zone;
  }
  return dearest;
}

/** How much more the dishes must come to before the zone delivers (0 when the minimum is met). */
export const missingForMinimum = (subtotal: number, zone: Pick<DeliveryZone, 'minimum'>): number => Math.max(0, zone.minimum - subtotal);

/** The address's point as numbers, or null when none was picked (the address fields carry strings; '' = none). */
export function addressPoint(latitude: string, longitude: string): ZonePoint | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

export type PolygonProblem = 'too_few_vertices' | 'too_many_vertices' | 'out_of_range' | 'self_intersecting' | 'no_area';

/**
 * Drops the closing vertex of a closed ring (GeoJSON writes the first vertex again at the end);
 * the zone keeps an open ring.
 */
export function openRing(ring: readonly Vertex[]): Vertex[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : [...ring];
}

/**
 * What is wrong with a ring a zone is drawn as, or null: 3–200 vertices, latitudes within ±90
 * and longitudes within ±180, some area, and no edge crossing another (O(n²), at most 20,000
 * pairs). The ring is open (see openRing).
 */
export function polygonProblem(ring: readonly Vertex[]): PolygonProblem | null {
  if (ring.length < ZONE_LIMITS.minVertices) return 'too_few_vertices';
  if (ring.length > ZONE_LIMITS.maxVertices) return 'too_many_vertices';
  if (!ring.every(([lat, lng]) => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) {
    return 'out_of_range';
  }
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // neighbouring edges share a vertex: that is no crossing
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsTouch(ring[i], ring[(i + 1) % n], ring[j], ring[(j + 1) % n])) return 'self_intersecting';
    }
  }
  if (meanWidthMetres(ring) < MIN_ZONE_WIDTH_METRES) return 'no_area';
  return null;
}

/**
 * A zone narrower than this has no area a courier could deliver to: it is a line typed as
 * decimals (36.05 is not exact in binary, so collinear points keep a sliver of float area).
 */
export const MIN_ZONE_WIDTH_METRES = 5;
