// What the basket hook's tests share: two dishes, a guest's API, and a probe reading the hooks.
import { ok, testProduct, type ApiHandler } from '../../../tests/helpers/harness';
import { useFavourites } from '../favourites/hooks/use-favourites';
import { useBasket } from './hooks/use-basket';
import { GUEST_BASKET_KEY } from './guest-store';
import type { GuestLine } from './guest-basket';
import { lineKey } from '../../../shared/choices';

export const plov = testProduct(1, 'Plov', '45.00');
export const dograma = testProduct(2, 'Dograma', '38.00');
const catalogue = [plov, dograma];

// GET /products?ids=1,2 answers with those dishes; the guest is not signed in (GET /user → 401)
export const handler: ApiHandler = (url) => {
  if (url.pathname.endsWith('/user')) return { status: 401, body: { success: false, error: 'unauthorized', message: 'Sign in' } };
  if (url.pathname.endsWith('/products')) {
    const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
    return ok(
      catalogue.filter((p) => ids.includes(p.id)),
      { total: ids.length, page: 1, limit: 100 },
    );
  }
};

/** The hooks as the probe last read them (live bindings: read after each render). */
export let basket: ReturnType<typeof useBasket>;
export let favourites: ReturnType<typeof useFavourites>;
export function Probe() {
  basket = useBasket();
  favourites = useFavourites();
  return <output>{`${basket.count}|${basket.total}|${basket.isLoading}|${favourites.count}`}</output>;
}

/** The guest basket as stored (version 2: `{ v: 2, lines }`), as line key → quantity ("1", "5_11_21"). */
export function storedBasket(): Record<string, number> {
  const raw = JSON.parse(localStorage.getItem(GUEST_BASKET_KEY) ?? '{"v":2,"lines":[]}') as { v: number; lines: GuestLine[] };
  if (raw.v !== 2) throw new Error(`the guest basket is stored as version ${raw.v}`);
  return Object.fromEntries(raw.lines.map((l) => [lineKey(l.product_id, l.choices), l.quantity]));
}
