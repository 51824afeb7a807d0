import { readyLazy } from '../components/ready-lazy';
import type * as ShopPartModule from './shop-part';

type Part = typeof ShopPartModule;

// The shop's part of every page (the basket, favourites and stop-list state, the header, footer and
// the page itself: shop-part.tsx) as code of its own, out of the first load (issue 13, docs/decisions.md).
//
// The server has it before it renders (`loadShopPart`, awaited by every render, imported once), so its
// HTML is whole. The browser hydrates the document around it first; this part's boundary keeps the
// server's HTML until the browser is idle after the load event or the shopper first touches the page
// (`holdShopPart`), then loads its code, the page's code and its words together and hydrates it. Taps
// meanwhile are kept by the early contract and replayed once it has hydrated (shop-part.tsx).

/** its key in Vite's manifest: the server writes its stylesheets, if it has any, into the page's head */
export const SHOP_PART_MODULE = 'client/app/shop-part.tsx';

let part: Part | undefined;
let loading: Promise<Part> | undefined;
const importPart = () => import('./shop-part');
let loader: (importPart: () => Promise<Part>) => Promise<Part> = (load) => load();

/** Browser: how the part loads (when, with what beside it, what a failure does); set before hydrating. */
export function holdShopPart(load: (importPart: () => Promise<Part>) => Promise<Part>) {
  loader = load;
}

export function loadShopPart(): Promise<Part> {
  loading ??= loader(importPart).then(
    (loaded) => (part = loaded),
    (error: unknown) => {
      loading = undefined; // asked for again next time
      throw error;
    },
  );
  return loading;
}

export const ShopPart = readyLazy(
  () => part?.ShopPart,
  () => loadShopPart().then((loaded) => loaded.ShopPart),
);
export const ShopErrorPart = readyLazy(
  () => part?.ShopErrorPart,
  () => loadShopPart().then((loaded) => loaded.ShopErrorPart),
);
