// Every route the backend declares has one fuzz target (tests/api/fuzz/every-route.test.ts checks it).
// A new route: add its target to its area's file, or add a targets-<area>.ts and list it in AREAS.
import { choiceTargets } from './targets-choices';
import { deskTargets } from './targets-desk';
import { fulfilmentTargets } from './targets-fulfilment';
import { kitchenTargets } from './targets-kitchen';
import { menuTargets } from './targets-menu';
import { menuHoursTargets } from './targets-menu-hours';
import { printingTargets } from './targets-printing';
import { rulesTargets } from './targets-rules';
import { storefrontTargets } from './targets-storefront';
import { zoneTargets } from './targets-zones';
import type { AreaTargets, FuzzFixture, Target } from './target';

const AREAS: AreaTargets[] = [
  storefrontTargets,
  deskTargets,
  zoneTargets,
  printingTargets,
  menuTargets,
  menuHoursTargets,
  (f) => choiceTargets(f),
  kitchenTargets,
  rulesTargets,
  fulfilmentTargets,
];

/** All the targets, built around the fuzz server's rows. */
export const fuzzTargets = (f: FuzzFixture): Target[] => AREAS.flatMap((area) => area(f));

/** The routes, known before any database is (the names of the tests): the targets built around placeholder rows. */
export const FUZZ_ROUTES: string[] = fuzzTargets({ product: 1, addressId: '1', shopperPhone: '', staffPhone: '' }).map((t) => t.route);
