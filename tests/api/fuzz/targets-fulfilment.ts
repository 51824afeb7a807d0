import fc from 'fast-check';
import { REFUSED, type Target } from './target';

// Delivery and pickup, the owner's setting (shared/schemas/pickup.ts).
export const fulfilmentTargets = (): Target[] => {
  const valid = {
    delivery_on: true,
    pickup_on: true,
    pickup_minimum: null,
    pickup_minutes: 20,
    address: { tm: 'Magtymguly 12', ru: 'Махтумкули 12', en: '12 Magtymguly' },
    latitude: 37.93,
    longitude: 58.38,
  };
  const broken = {
    delivery_on: fc.constantFrom('null', '1', '"true"', '[]'),
    pickup_minimum: fc.constantFrom('-1', '1.5', '1e309', '9007199254740993', '"100"'),
    pickup_minutes: fc.constantFrom('0', '4', '241', 'null', '"20"'),
    latitude: fc.constantFrom('91', '-90.5e3', '"37"', '1e309'),
  };
  return [
    { route: 'GET /desk/fulfilment', auth: 'staff' as const },
    { route: 'PUT /desk/fulfilment', auth: 'staff' as const, refuses: REFUSED, body: { valid, broken } },
  ];
};
