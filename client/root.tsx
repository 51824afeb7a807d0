import { isRouteErrorResponse, Outlet, useParams, useRouteError, useLocation } from 'react-router';
import { defaultLocale, isLocale, type Locale } from '../shared/locale';
import { Document } from './document';
import { Shell } from './components/shell/shell';
import { ErrorPage } from './components/error-page';
import { ProductModalHost } from './features/product/components/product-modal-host';
import { PromoHost } from './features/promo/components/promo-host';

function useRouteLocale(): Locale {
  const { locale } = useParams();
  return isLocale(locale) ? locale : defaultLocale;
}

export function Root() {
  return (
    <Document locale={useRouteLocale()}>
      <Shell>
        <Outlet />
        <ProductModalHost />
        <PromoHost />
      </Shell>
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
      <Shell>
        <ErrorPage status={status} path={pathname} message={message} />
      </Shell>
    </Document>
  );
}
