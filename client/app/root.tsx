import type { ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, useParams, useLocation } from 'react-router';
import { useRouteError } from '../router/shop-router';
import { defaultLocale, isLocale, type Locale } from '../../shared/locale';
import { Document } from './document';
import { Shell } from './shell/shell';
import { ErrorPage } from '../components/error-page';
import { ProductModalHost } from '../features/product/components/product-modal-host';
import { DeferredPromoHost } from '../features/promo/components/deferred-promo-host';
import { BasketProvider } from '../features/basket/hooks/use-basket';
import { FavouritesProvider } from '../features/favourites/hooks/use-favourites';
import { SoldOutProvider } from '../features/shop-status/hooks/use-shop-status';

/** The basket, favourites and sold-out dishes, computed once per page for the header, cards and panels. */
function ShopState({ children }: { children: ReactNode }) {
  return (
    <BasketProvider>
      <FavouritesProvider>
        <SoldOutProvider>{children}</SoldOutProvider>
      </FavouritesProvider>
    </BasketProvider>
  );
}

function useRouteLocale(): Locale {
  const { locale } = useParams();
  return isLocale(locale) ? locale : defaultLocale;
}

export function Root() {
  return (
    <Document locale={useRouteLocale()}>
      <ShopState>
        <Shell>
          <Outlet />
          <ProductModalHost />
          <DeferredPromoHost />
        </Shell>
      </ShopState>
    </Document>
  );
}

export function RootErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined;
  return (
    <Document locale={useRouteLocale()}>
      <ShopState>
        <Shell>
          <ErrorPage status={status} path={pathname} message={message} />
        </Shell>
      </ShopState>
    </Document>
  );
}
