import fc from 'fast-check';
import { NAUGHTY, notStringRaw, rawString } from './hostile';

// hours-menus: the fuzz targets of the serving hours' routes (server/api/menu/hours.ts), spread at the
// end of tests/api/fuzz.test.ts's list. A category and a dish nobody has: every request is refused.
const REFUSED = [400, 404, 413, 415, 422];
const LUNCH = { days: [0, 1, 2, 3, 4], from: 720, until: 900 };
// a window broken as a whole: a wrong shape, a weekday or minute out of range, no days, equal times
const windowRaw = fc.oneof(
  notStringRaw.filter((raw) => raw.trim() !== 'null'),
  rawString(NAUGHTY),
  fc.constantFrom(
    '{"days":[],"from":480,"until":660}',
    '{"days":[7],"from":480,"until":660}',
    '{"days":[0,0],"from":480,"until":660}',
    '{"days":[0],"from":480,"until":480}',
    '{"days":[0],"from":1440,"until":60}',
    '{"days":[0],"from":-1,"until":60}',
    '{"days":[0],"from":1.5,"until":60}',
    '{"days":["0"],"from":480,"until":660}',
    '{"days":[0],"from":480}',
  ),
);

export const menuHoursTargets = () =>
  (['categories', 'dishes'] as const).map((kind) => ({
    route: `PUT /desk/menu/${kind}/:id/hours`,
    auth: 'staff' as const,
    param: '999999',
    refuses: REFUSED,
    body: { valid: { hours: LUNCH }, broken: { hours: windowRaw } },
  }));
