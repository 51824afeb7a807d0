// Plane geometry on rings of [latitude, longitude] vertices, the shapes delivery zones are drawn as
// (shared/zones.ts holds the shop's rules for them): is a point inside or on an edge, do two edges
// meet, how wide is a ring. A point is degrees (WGS 84).

/** [latitude, longitude] in degrees: the order Leaflet and the address form use. */
export type Vertex = [lat: number, lng: number];

export interface ZonePoint {
  lat: number;
  lng: number;
}

/**
 * How close to an edge counts as on it, in degrees (about 0.1 mm): a point typed or clicked
 * exactly on a border lands within rounding of it, never measurably off it.
 */
export const EDGE_TOLERANCE = 1e-9;

/** True when p lies on the segment a–b, within EDGE_TOLERANCE (a degenerate segment is its point). */
function onSegment(p: ZonePoint, a: Vertex, b: Vertex): boolean {
  const [ay, ax] = a;
  const [by, bx] = b;
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSq = dx * dx + dy * dy;
  // where along a–b the point's foot falls, clamped to the segment
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((p.lng - ax) * dx + (p.lat - ay) * dy) / lengthSq));
  const fx = ax + t * dx - p.lng;
  const fy = ay + t * dy - p.lat;
  return fx * fx + fy * fy <= EDGE_TOLERANCE * EDGE_TOLERANCE;
}

/**
 * Is the point inside the polygon (an open ring of vertices)? A point exactly on an edge or a
 * vertex counts as inside (within EDGE_TOLERANCE), so two zones that share a border leave no gap
 * between them. Inside otherwise follows the even–odd rule (a ray to the east crosses the border
 * an odd number of times), which is right for concave polygons too. A degenerate polygon (all
 * vertices on one line, or all the same point) has no inside: only its border counts.
 */
export function pointInPolygon(point: ZonePoint, polygon: readonly Vertex[]): boolean {
  const n = polygon.length;
  if (n === 0) return false;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = polygon[j];
    const b = polygon[i];
    if (onSegment(point, a, b)) return true;
    const [ay, ax] = a;
    const [by, bx] = b;
    // the edge straddles the point's latitude (half-open, so a vertex is counted once)
    if (ay > point.lat !== by > point.lat) {
      const crossLng = ax + ((point.lat - ay) * (bx - ax)) / (by - ay);
      if (point.lng < crossLng) inside = !inside;
    }
  }
  return inside;
}

const METRES_PER_DEGREE_LAT = 110_574;
const METRES_PER_DEGREE_LNG_AT_EQUATOR = 111_320;

/**
 * The ring's mean width in metres, 2 × area / perimeter (a thin L × w strip gives w), measured
 * on a flat projection around the ring's first vertex, which is right to well under a metre
 * across a city.
 */
export function meanWidthMetres(ring: readonly Vertex[]): number {
  const lngScale = METRES_PER_DEGREE_LNG_AT_EQUATOR * Math.cos((ring[0][0] * Math.PI) / 180);
  const flat: Vertex[] = ring.map(([lat, lng]) => [lat * METRES_PER_DEGREE_LAT, lng * lngScale]);
  let perimeter = 0;
  for (let i = 0, j = flat.length - 1; i < flat.length; j = i++) {
    perimeter += Math.hypot(flat[i][0] - flat[j][0], flat[i][1] - flat[j][1]);
  }
  // twice the area over the perimeter: signedArea is already twice the area
  return perimeter === 0 ? 0 : Math.abs(signedArea(flat)) / perimeter;
}

/** Twice the ring's signed area (shoelace), in square degrees. */
function signedArea(ring: readonly Vertex[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += ring[j][1] * ring[i][0] - ring[i][1] * ring[j][0];
  return sum;
}

const orientation = (a: Vertex, b: Vertex, c: Vertex) => Math.sign((b[1] - a[1]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[1] - a[1]));

/** Do the segments p1–p2 and q1–q2 meet (cross or touch)? */
export function segmentsTouch(p1: Vertex, p2: Vertex, q1: Vertex, q2: Vertex): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  const at = (p: Vertex) => ({ lat: p[0], lng: p[1] });
  return (
    (o1 === 0 && onSegment(at(q1), p1, p2)) ||
    (o2 === 0 && onSegment(at(q2), p1, p2)) ||
    (o3 === 0 && onSegment(at(p1), q1, q2)) ||
    (o4 === 0 && onSegment(at(p2), q1, q2))
  );
}
