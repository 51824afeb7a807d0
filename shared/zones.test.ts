import { describe, expect, it } from 'vitest';
import { addressPoint, missingForMinimum, openRing, polygonProblem, zoneAt, zoneForAddress, type DeliveryZone, type Vertex } from './zones';

// pointInPolygon: point-in-polygon.test.ts.
const square: Vertex[] = [
  [0, 0],
  [0, 10],
  [10, 10],
  [10, 0],
];
const at = (lat: number, lng: number) => ({ lat, lng });

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
