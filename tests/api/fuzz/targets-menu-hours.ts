import fc from 'fast-check';
import { NAUGHTY, notStringRaw, rawString } from '../support/hostile';
import { REFUSED, type Target } from './target';

// The serving hours' routes (server/api/menu/hours.ts): a category and a dish nobody has, so every request is refused.
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

export const menuHoursTargets = (): Target[] =>
  (['categories', 'dishes'] as const).map((kind) => ({
    route: `PUT /desk/menu/${kind}/:id/hours`,
    auth: 'staff' as const,
    param: '999999',
    refuses: REFUSED,
    body: { valid: { hours: LUNCH }, broken: { hours: windowRaw } },
  }));
