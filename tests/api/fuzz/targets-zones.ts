// Delivery zones: the storefront reads them, the desk draws them.
import fc from 'fast-check';
import { hostileObject, hostileScalar, naughtyString } from '../support/hostile';
import { text } from './fields';
import { REFUSED, type Target } from './target';

// a delivery zone: integers out of their bounds or not integers, polygons of the wrong shape
const zoneIntRaw = (...more: string[]) =>
  fc.oneof(
    hostileObject,
    fc.constantFrom('null', 'true', '-1', '1.5', '1e309', '-1e309', '"15"', '""', '10000001', '9007199254740993', ...more),
  );
const zoneRaw = {
  name: text(60, true),
  fee: zoneIntRaw(),
  minimum: zoneIntRaw(),
  estimate: zoneIntRaw('0', '601'),
  polygon: fc.oneof(
    hostileObject,
    hostileScalar,
    naughtyString,
    fc.constantFrom('[[37,59],[38,59]]', '[[37,59],[38,60],[37,60],[38,59]]', '[[91,59],[38,59],[38,60]]', '[["37","59"],[38,59],[38,60]]'),
  ),
};
const zone = {
  name: 'Fuzz',
  fee: 1000,
  minimum: 0,
  estimate: 30,
  polygon: [
    [37, 59],
    [38, 59],
    [38, 60],
  ],
};

export const zoneTargets = (): Target[] => [
  { route: 'GET /zones' },
  // the desk's zones router is mounted at /desk/zones, so its list and create are declared as '/'
  { route: 'GET /desk/zones/', auth: 'staff' },
  { route: 'POST /desk/zones/', auth: 'staff', refuses: REFUSED, body: { valid: zone, broken: zoneRaw } },
  // a zone that is not there: a write may be refused, never change anything
  { route: 'PUT /desk/zones/:id', auth: 'staff', param: '999999', refuses: REFUSED, body: { valid: zone, broken: zoneRaw } },
  { route: 'DELETE /desk/zones/:id', auth: 'staff', param: '999999', refuses: REFUSED },
];
