// The operator API (admin orders) and the restaurant desk: signing in, staff, the day, orders.
import { ORDER_STATUSES } from '../../../shared/order-status';
import { STAFF_ROLES } from '../../../shared/desk';
import { acceptRaw, enumRaw, linesRaw, order, orderRaw, otpRaw, phoneRaw, rejectRaw, text } from './fields';
import { LIST_QUERY, REFUSED, type FuzzFixture, type Target } from './target';

export const deskTargets = (f: FuzzFixture): Target[] => [
  // the operator API
  { route: 'GET /admin/orders', auth: 'admin', query: ['status', 'phone', 'from', 'to', ...LIST_QUERY] },
  { route: 'GET /admin/orders/:id', auth: 'admin', param: '1', refuses: REFUSED },
  {
    route: 'POST /admin/orders/:id/status',
    auth: 'admin',
    param: '1',
    refuses: REFUSED,
    body: { valid: { status: 'accepted' }, broken: { status: enumRaw(ORDER_STATUSES) } },
  },
  {
    route: 'POST /admin/orders/:id/accept',
    auth: 'admin',
    param: '1',
    refuses: REFUSED,
    body: { valid: { minutes: 30 }, broken: acceptRaw },
  },
  {
    route: 'POST /admin/orders/:id/reject',
    auth: 'admin',
    param: '1',
    refuses: REFUSED,
    body: { valid: { reason: 'closed', note: '' }, broken: rejectRaw },
  },
  // the desk
  { route: 'POST /desk/login', refuses: REFUSED, body: { valid: { phone: f.staffPhone }, broken: { phone: phoneRaw } } },
  {
    route: 'POST /desk/login/verify',
    refuses: REFUSED,
    body: { valid: { phone: f.staffPhone, otp: '12345' }, broken: { phone: phoneRaw, otp: otpRaw } },
  },
  { route: 'POST /desk/logout', auth: 'hostile', refuses: [...REFUSED, 401, 403] },
  { route: 'GET /desk/me', auth: 'staff' },
  { route: 'GET /desk/staff', auth: 'staff' },
  {
    route: 'POST /desk/staff',
    auth: 'staff',
    refuses: REFUSED,
    body: {
      valid: { phone: '64999999', role: 'manager' },
      broken: { phone: phoneRaw, role: enumRaw(STAFF_ROLES), name: text(100) },
    },
  },
  { route: 'DELETE /desk/staff/:id', auth: 'staff', param: '999999', refuses: REFUSED },
  { route: 'GET /desk/audit', auth: 'staff', query: LIST_QUERY },
  { route: 'GET /desk/today', auth: 'staff', query: ['day'] },
  // no from/to ever: a CSV answer is not JSON, and every request here must be a JSON refusal
  { route: 'GET /desk/orders.csv', auth: 'staff', refuses: REFUSED },
  { route: 'GET /desk/orders', auth: 'staff' },
  { route: 'GET /desk/orders/finished', auth: 'staff', query: ['before'] },
  { route: 'GET /desk/orders/search', auth: 'staff', query: ['q'] },
  {
    route: 'POST /desk/orders',
    auth: 'staff',
    idempotent: true,
    refuses: REFUSED,
    body: {
      valid: { ...order, items: [{ product_id: f.product, quantity: 1 }], name: 'G', phone: '63000000' },
      broken: { ...orderRaw, items: linesRaw(1, 100, f.product), name: text(100, true), phone: phoneRaw },
    },
  },
  { route: 'GET /desk/orders/:id', auth: 'staff', param: '1', refuses: REFUSED },
  {
    route: 'POST /desk/orders/:id/accept',
    auth: 'staff',
    param: '1',
    refuses: REFUSED,
    body: { valid: { minutes: 30 }, broken: acceptRaw },
  },
  {
    route: 'POST /desk/orders/:id/reject',
    auth: 'staff',
    param: '1',
    refuses: REFUSED,
    body: { valid: { reason: 'closed', note: '' }, broken: rejectRaw },
  },
  {
    route: 'POST /desk/orders/:id/status',
    auth: 'staff',
    param: '1',
    refuses: REFUSED,
    body: { valid: { status: 'cooking' }, broken: { status: enumRaw(['cooking', 'on_the_way', 'delivered']) } },
  },
  { route: 'GET /desk/sms-budget', auth: 'staff' },
];
