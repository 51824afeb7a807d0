import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Shell } from './shell/shell';
import { ErrorPage } from '../components/error-page';
import { ProductModalHost } from '../features/product/components/product-modal-host';
import { DeferredPromoHost } from '../features/promo/components/deferred-promo-host';
import { OfflineOrderLead } from '../features/checkout/components/offline-order-lead';
import { BasketProvider } from '../features/basket/hooks/use-basket';
import { FavouritesProvider } from '../features/favourites/hooks/use-favourites';
import { SoldOutProvider } from '../features/shop-status/hooks/use-shop-status';
import { InBrowserProvider } from '../browser/use-in-browser';
import { replayEarlyTaps } from '../browser/early-taps';

/**
 * Everything of a page inside <body>: loaded after the document around it (shop-part-loader.ts). The
 * basket, favourites and sold-out dishes are computed once per page for the header, cards and panels.
 */
function ShopState({ children }: { children: ReactNode }) {
  return (
    <InBrowserProvider>
      <BasketProvider>
        <FavouritesProvider>
          <SoldOutProvider>{children}</SoldOutProvider>
        </FavouritesProvider>
      </BasketProvider>
      <Hydrated />
      {/* on an error page too: a link tapped offline may have failed to load */}
      <OfflineOrderLead />
    </InBrowserProvider>
  );
}

/** Once the page has hydrated: says so (for tests and curious people), then replays the taps taken before, once each. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    void replayEarlyTaps();
  }, []);
  return null;
}

export function ShopPart() {
  return (
    <ShopState>
      <Shell>
        <Outlet />
        <ProductModalHost />
        <DeferredPromoHost />
      </Shell>
    </ShopState>
  );
}

export function ShopErrorPart({ status, path, message }: { status: number; path: string; message?: string }) {
  return (
    <ShopState>
      <Shell>
        <ErrorPage status={status} path={path} message={message} />
      </Shell>
    </ShopState>
  );
}
