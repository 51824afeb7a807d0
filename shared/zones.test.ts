import { describe, expect, it } from 'vitest';
import {
  addressPoint,
  missingForMinimum,
  openRing,
  pointInPolygon,
  polygonProblem,
  zoneAt,
  zoneForAddress,
  type DeliveryZone,
  type Vertex,
} from './zones';

const square: Vertex[] = [
  [0, 0],
  [0, 10],
  [10, 10],
  [10, 0],
];
const at = (lat: number, lng: number) => ({ lat, lng });

describe('pointInPolygon', () => {
  it('is inside in the middle and outside beyond every side', () => {
    expect(pointInPolygon(at(5, 5), square)).toBe(true);
    for (const p of [at(-1, 5), at(11, 5), at(5, -1), at(5, 11), at(20, 20)]) expect(pointInPolygon(p, square)).toBe(false);
  });

  it('counts a point exactly on an edge as inside, on every side', () => {
    for (const p of [at(0, 5), at(10, 5), at(5, 0), at(5, 10)]) expect(pointInPolygon(p, square)).toBe(true);
  });

  it('counts every vertex as inside', () => {
    for (const [lat, lng] of square) expect(pointInPolygon(at(lat, lng), square)).toBe(true);
  });

  it('counts a point on a slanted edge as inside and one just off it as outside', () => {
    const triangle: Vertex[] = [
      [37.9, 58.3],
      [38.0, 58.5],
      [37.9, 58.5],
    ];
    // the midpoint of the slanted edge, in decimals that are not exact in binary
    expect(pointInPolygon(at(37.95, 58.4), triangle)).toBe(true);
    expect(pointInPolygon(at(37.95 + 1e-6, 58.4), triangle)).toBe(false);
    expect(pointInPolygon(at(37.95 - 1e-6, 58.4), triangle)).toBe(true);
  });

  it('follows a concave polygon: the notch of a U is outside', () => {
    const u: Vertex[] = [
      [0, 0],
      [0, 9],
      [9, 9],
      [9, 6],
      [3, 6],
      [3, 3],
      [9, 3],
      [9, 0],
    ];
    expect(pointInPolygon(at(6, 4.5), u)).toBe(false); // in the notch
    expect(pointInPolygon(at(6, 1.5), u)).toBe(true); // a prong
    expect(pointInPolygon(at(6, 7.5), u)).toBe(true); // the other prong
    expect(pointInPolygon(at(1.5, 4.5), u)).toBe(true); // the base
    // a ray from the notch passes through the vertex (3, 3) level: still counted once
    expect(pointInPolygon(at(3, 1), u)).toBe(true);
    expect(pointInPolygon(at(3, 4.5), u)).toBe(true); // on the notch's floor edge
  });

  it('handles a ray that passes exactly through vertices', () => {
    const diamond: Vertex[] = [
      [0, 5],
      [5, 10],
      [10, 5],
      [5, 0],
    ];
    expect(pointInPolygon(at(5, 5), diamond)).toBe(true);
    expect(pointInPolygon(at(5, -1), diamond)).toBe(false);
    expect(pointInPolygon(at(5, 11), diamond)).toBe(false);
    expect(pointInPolygon(at(0, 4), diamond)).toBe(false);
  });

  it('works for a tiny polygon (a few metres across)', () => {
    const tiny: Vertex[] = [
      [37.9, 58.4],
      [37.9, 58.40005],
      [37.90005, 58.40005],
      [37.90005, 58.4],
    ];
    expect(pointInPolygon(at(37.900025, 58.400025), tiny)).toBe(true);
    expect(pointInPolygon(at(37.90006, 58.400025), tiny)).toBe(false);
  });

  it('gives a degenerate polygon no inside, only its border', () => {
    const line: Vertex[] = [
      [0, 0],
      [5, 5],
      [10, 10],
    ];
    expect(pointInPolygon(at(5, 5), line)).toBe(true);
    expect(pointInPolygon(at(2, 2), line)).toBe(true);
    expect(pointInPolygon(at(5, 6), line)).toBe(false);
    const dot: Vertex[] = [
      [1, 1],
      [1, 1],
      [1, 1],
    ];
    expect(pointInPolygon(at(1, 1), dot)).toBe(true);
    expect(pointInPolygon(at(1, 1.001), dot)).toBe(false);
    expect(pointInPolygon(at(0, 0), [])).toBe(false);
  });
});

const zone = (id: number, fee: number, minimum: number, polygon: Vertex[]): DeliveryZone => ({
  id,
  name: `z${id}`,
  fee,
  minimum,
  estimate: 30,
  polygon,
});

describe('zoneAt and zoneForAddress', () => {
  const wide = zone(1, 2500, 10000, square);
  const centre = zone(2, 1000, 0, [
    [4, 4],
    [4, 6],
    [6, 6],
    [6, 4],
  ]);
  const east = zone(3, 2000, 0, [
    [0, 10],
    [0, 20],
    [10, 20],
    [10, 10],
  ]);

  it('picks the zone the point is in, the cheapest where zones overlap, null outside', () => {
    expect(zoneAt([wide, centre, east], at(1, 1))?.id).toBe(1);
    expect(zoneAt([wide, centre, east], at(5, 5))?.id).toBe(2);
    expect(zoneAt([wide, centre, east], at(5, 15))?.id).toBe(3);
    expect(zoneAt([wide, centre, east], at(50, 50))).toBeNull();
  });

  it('puts a point on a shared border in the cheaper neighbour', () => {
    expect(zoneAt([wide, east], at(5, 10))?.id).toBe(3);
  });

  it('charges an address without a point as the dearest zone, and nothing without zones', () => {
    expect(zoneForAddress([centre, wide, east], null)?.id).toBe(1);
    expect(zoneForAddress([centre, wide], at(5, 5))?.id).toBe(2);
    expect(zoneForAddress([], null)).toBeNull();
  });

  it('says what is missing to the minimum', () => {
    expect(missingForMinimum(7550, wide)).toBe(2450);
    expect(missingForMinimum(10000, wide)).toBe(0);
    expect(missingForMinimum(0, centre)).toBe(0);
  });
});

describe('addressPoint', () => {
  it('reads the form’s strings, empty meaning no point', () => {
    expect(addressPoint('37.95', '58.38')).toEqual({ lat: 37.95, lng: 58.38 });
    expect(addressPoint('', '58.38')).toBeNull();
    expect(addressPoint(' ', '')).toBeNull();
  });
});

describe('polygonProblem', () => {
  it('accepts a simple polygon, convex or not', () => {
    expect(polygonProblem(square)).toBeNull();
  });

  it('refuses too few and too many vertices', () => {
    expect(polygonProblem(square.slice(0, 2))).toBe('too_few_vertices');
    const many: Vertex[] = Array.from({ length: 201 }, (_, i) => [Math.sin((i / 201) * 2 * Math.PI), Math.cos((i / 201) * 2 * Math.PI)]);
    expect(polygonProblem(many)).toBe('too_many_vertices');
    expect(polygonProblem(many.slice(0, 200))).toBeNull();
  });

  it('refuses coordinates out of range or not finite', () => {
    expect(polygonProblem([[91, 0], ...square.slice(1)])).toBe('out_of_range');
    expect(polygonProblem([[0, 181], ...square.slice(1)])).toBe('out_of_range');
    expect(polygonProblem([[Number.NaN, 0], ...square.slice(1)])).toBe('out_of_range');
    expect(polygonProblem([[Infinity, 0], ...square.slice(1)])).toBe('out_of_range');
  });

  it('refuses a bow tie and a polygon with no area', () => {
    const bowTie: Vertex[] = [
      [0, 0],
      [10, 10],
      [0, 10],
      [10, 0],
    ];
    expect(polygonProblem(bowTie)).toBe('self_intersecting');
    expect(
      polygonProblem([
        [0, 0],
        [5, 5],
        [10, 10],
      ]),
    ).toBe('no_area');
  });

  it('refuses a near-collinear zone typed as decimals, yet keeps a narrow real one', () => {
    expect(
      polygonProblem([
        [36, 56],
        [36.05, 56.05],
        [36.1, 56.1],
      ]),
    ).toBe('no_area');
    // about 1 m off the line over 10 km: nothing to deliver to
    expect(
      polygonProblem([
        [37.9, 58.3],
        [37.95, 58.35],
        [38.0, 58.40001],
      ]),
    ).toBe('no_area');
    // a 20 m wide strip along a street, 1 km long, is a zone
    expect(
      polygonProblem([
        [37.9, 58.3],
        [37.9, 58.3114],
        [37.9002, 58.3114],
        [37.9002, 58.3],
      ]),
    ).toBeNull();
  });

  it('opens a closed ring', () => {
    expect(openRing([...square, square[0]])).toEqual(square);
    expect(openRing(square)).toEqual(square);
  });
});
