// The desk's live events and the kitchen display.
import { KITCHEN_STATUSES } from '../../../shared/order-status';
import { enumRaw } from './fields';
import { REFUSED, type Target } from './target';

export const kitchenTargets = (): Target[] => [
  { route: 'GET /desk/events', auth: 'staff', query: ['last_event_id'] },
  // the kitchen display: an id nobody has, a stage the card cannot show
  { route: 'GET /desk/kitchen/orders', auth: 'staff', query: ['station'] },
  { route: 'POST /desk/kitchen/lines/:id/done', auth: 'staff', param: '999999', refuses: REFUSED },
  {
    route: 'POST /desk/kitchen/orders/:id/bump',
    auth: 'staff',
    param: '999999',
    refuses: REFUSED,
    body: { valid: { status: 'accepted' }, broken: { status: enumRaw(KITCHEN_STATUSES) } },
  },
  { route: 'POST /desk/kitchen/orders/:id/recall', auth: 'staff', param: '999999', refuses: REFUSED },
];
