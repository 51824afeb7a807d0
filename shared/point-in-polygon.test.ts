import { describe, expect, it } from 'vitest';
import { pointInPolygon, type Vertex } from './zones';

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
