import { Suspense, useMemo } from 'react';
import { isRouteErrorResponse, useParams, useLocation } from 'react-router';
import { useRouteError } from '../router/router-state';
import { defaultLocale, isLocale, type Locale } from '../../shared/locale';
import { Document } from './document';
import { ShopErrorPart, ShopPart } from './shop-part-loader';
// the shop's styles are the document's, not its part's: the server's page is styled before that part loads
import '../styles/storefront.css';

function useRouteLocale(): Locale {
  const { locale } = useParams();
  return isLocale(locale) ? locale : defaultLocale;
}

// One element, made once: a boundary the browser has not hydrated yet must receive no new props (React
// would drop the server's HTML and render it anew), and the shop's part takes none: it reads the route.
const shopPart = (
  <Suspense fallback={null}>
    <ShopPart />
  </Suspense>
);

export function Root() {
  return <Document locale={useRouteLocale()}>{shopPart}</Document>;
}

export function RootErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined;
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <ShopErrorPart status={status} path={pathname} message={message} />
      </Suspense>
    ),
    [status, pathname, message],
  );
  return <Document locale={useRouteLocale()}>{part}</Document>;
}
