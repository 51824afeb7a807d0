// The zones the delivery-zone tests draw (tests/api/zones.test.ts), the bodies the desk must refuse, and a guest's order.
import type { Vertex } from '../../shared/zones';

// Two zones east of the default Ashgabat zone, sharing the border at longitude 60.0:
//   west  59.0–60.0 E, 37.0–38.0 N: fee 10.00, minimum 100.00, 40 min
//   east  60.0–61.0 E, 37.0–38.0 N: fee 25.00, no minimum, 90 min
export const box = (south: number, west: number, north: number, east: number): Vertex[] => [
  [south, west],
  [north, west],
  [north, east],
  [south, east],
];
export const WEST = { name: 'Günbatar', fee: 1000, minimum: 10000, estimate: 40, polygon: box(37, 59, 38, 60) };
export const EAST = { name: 'Gündogar', fee: 2500, minimum: 0, estimate: 90, polygon: box(37, 60, 38, 61) };

/** A guest's cash order of `quantity` of one dish, as soon as possible; the test adds the point. */
export const guestOrderBody = (product_id: number, quantity: number) => ({
  name: 'Merjen',
  phone: '+99365999999',
  address: 'Bitarap Türkmenistan 12',
  payment_method: 'cash',
  delivery_time: 'asap',
  items: [{ product_id, quantity }],
});

/** [what is wrong, the change to WEST, the field named, its error code] */
export const BAD_ZONES: [label: string, change: object, field: string, code: string][] = [
  ['two vertices', { polygon: box(37, 59, 38, 60).slice(0, 2) }, 'polygon', 'too_short'],
  [
    '201 vertices',
    { polygon: Array.from({ length: 202 }, (_, i) => [37 + Math.sin(i / 30), 59 + Math.cos(i / 30)]) },
    'polygon',
    'too_long',
  ],
  [
    'a crossing border',
    {
      polygon: [
        [37, 59],
        [38, 60],
        [37, 60],
        [38, 59],
      ],
    },
    'polygon',
    'self_intersecting',
  ],
  [
    'no area',
    {
      polygon: [
        [37, 59],
        [37.5, 59.5],
        [38, 60],
      ],
    },
    'polygon',
    'no_area',
  ],
  [
    'three nearly collinear points typed as decimals',
    {
      polygon: [
        [36, 56],
        [36.05, 56.05],
        [36.1, 56.1],
      ],
    },
    'polygon',
    'no_area',
  ],
  ['a latitude of 91', { polygon: [[91, 59], ...box(37, 59, 38, 60).slice(1)] }, 'polygon', 'out_of_range'],
  ['a longitude of 1e309 (null in JSON)', { polygon: [[37, Infinity], ...box(37, 59, 38, 60).slice(1)] }, 'polygon.0.1', 'invalid'],
  ['a vertex of three numbers', { polygon: [[37, 59, 1], ...box(37, 59, 38, 60).slice(1)] }, 'polygon.0.2', 'unknown'],
  ['text coordinates', { polygon: [['37', '59'], ...box(37, 59, 38, 60).slice(1)] }, 'polygon.0.0', 'invalid'],
  ['a huge fee', { fee: 1e15 }, 'fee', 'out_of_range'],
  ['a negative minimum', { minimum: -1 }, 'minimum', 'out_of_range'],
  ['a fractional fee', { fee: 15.5 }, 'fee', 'invalid'],
  ['a fee as text', { fee: '15.00' }, 'fee', 'invalid'],
  ['no estimate', { estimate: undefined }, 'estimate', 'required'],
  ['an estimate of 0', { estimate: 0 }, 'estimate', 'out_of_range'],
  ['an empty name', { name: '  ' }, 'name', 'required'],
];
