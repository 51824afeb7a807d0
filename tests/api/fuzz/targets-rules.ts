// Shop rules (server/api/rules): the storefront's status, the stop-list, hours and pause, busy mode, call to confirm, estimates.
import fc from 'fast-check';
import { BUSY_EXTRA_MINUTES, BUSY_LENGTH_MINUTES } from '../../../shared/estimate';
import { hostileObject, hostileScalar, naughtyString, notStringRaw, oddIdString } from '../support/hostile';
import { enumRaw, text } from './fields';
import { REFUSED, type Target } from './target';

// busy mode: any number but the offered ones, any other kind of value
const choiceRaw = (allowed: readonly number[]) =>
  fc
    .oneof(notStringRaw, naughtyString, fc.constantFrom('0', '-15', '20', '15.5', '"30"', '1e309', '120', '90', '45'))
    .filter((raw) => !allowed.map(String).includes(raw.trim()));

export const rulesTargets = (): Target[] => [
  { route: 'GET /shop/status' },
  { route: 'GET /desk/stop-list', auth: 'staff', query: ['q'] },
  {
    route: 'POST /desk/stop-list',
    auth: 'staff',
    refuses: REFUSED,
    body: {
      valid: { product_id: 999999, length: '1h' },
      broken: {
        product_id: fc.oneof(notStringRaw, oddIdString),
        length: enumRaw(['1h', 'day', 'until', 'indefinite']),
        at: enumRaw([]),
      },
    },
  },
  { route: 'DELETE /desk/stop-list/:id', auth: 'staff', param: '999999', refuses: REFUSED },
  { route: 'GET /desk/hours', auth: 'staff' },
  {
    route: 'PUT /desk/hours',
    auth: 'staff',
    refuses: REFUSED,
    body: {
      valid: { week: Array.from({ length: 7 }, () => ({ opens: '10:00', closes: '23:00' })), closures: [], last_order_minutes: 0 },
      broken: {
        week: fc.oneof(hostileObject, fc.constantFrom('[]', '[null]', '[{"opens":"25:00","closes":"23:00"}]')),
        closures: fc.oneof(hostileScalar, fc.constantFrom('["2026-13-01"]', '["tomorrow"]', '[1]')),
        last_order_minutes: fc.constantFrom('-1', '241', '"30"', '1.5', 'null', '1e309'),
      },
    },
  },
  {
    route: 'POST /desk/pause',
    auth: 'staff',
    refuses: REFUSED,
    body: { valid: { length: '30m', reason: 'Busy' }, broken: { length: enumRaw(['30m', '1h', 'day']), reason: text(200, true) } },
  },
  { route: 'DELETE /desk/pause', auth: 'staff' },
  // busy mode and the estimates it lengthens (shared/estimate.ts)
  { route: 'GET /desk/busy', auth: 'staff' },
  {
    route: 'POST /desk/busy',
    auth: 'staff',
    refuses: REFUSED,
    body: {
      valid: { extra_minutes: 30, length_minutes: 60 },
      broken: { extra_minutes: choiceRaw(BUSY_EXTRA_MINUTES), length_minutes: choiceRaw(BUSY_LENGTH_MINUTES) },
    },
  },
  { route: 'DELETE /desk/busy', auth: 'staff' },
  // call to confirm, the owner's setting (a boolean, nothing else)
  { route: 'GET /desk/call-to-confirm', auth: 'staff' },
  {
    route: 'PUT /desk/call-to-confirm',
    auth: 'staff',
    refuses: REFUSED,
    body: { valid: { on: true }, broken: { on: fc.constantFrom('null', '1', '0', '"true"', '""', '[]', '{}', '1e309') } },
  },
  // the kitchen's target, the owner's or a manager's: whole minutes within KITCHEN_TARGET_RANGE
  { route: 'GET /desk/kitchen-target', auth: 'staff' },
  {
    route: 'PUT /desk/kitchen-target',
    auth: 'staff',
    refuses: REFUSED,
    body: {
      valid: { minutes: 20 },
      broken: { minutes: fc.constantFrom('null', '0', '4', '121', '-20', '12.5', '"20"', '""', '[]', '{}', '1e309') },
    },
  },
  { route: 'GET /desk/estimates', auth: 'staff' },
  { route: 'GET /shop/estimates' },
];
