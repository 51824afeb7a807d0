import { useQuery } from '@tanstack/react-query';
import { LazyPart, retryableLazy } from '../../../components/lazy-part';
import { useLocation, useSearchParams } from 'react-router';
import { useApi } from '../../../app-context';
import { useModals } from '../../../components/modal/modal-store';
import { productIdFrom } from '../../product/product-param';
import { popupQuery } from '../api/popup';
import { isPromoFreePath } from '../promo-rules';
import { usePromo } from '../use-promo';
import { useInBrowser } from '../../../browser/use-in-browser';

// offline its code may not come: then no promo (it is not the shopper's errand), tried again next time
const PromoPopup = retryableLazy(() => import('./promo-popup'));

/** Always mounted in the shell: loads the promo after hydration and shows it when its time comes. */
export function PromoHost() {
  // false on the server and during hydration: the promo is browser-only, deferred data
  const hydrated = useInBrowser();
  const { data } = useQuery({ ...popupQuery(useApi()), enabled: hydrated, staleTime: Infinity });
  // never on top of something the shopper opened, nor at the checkout: it waits until that is over
  const { current } = useModals();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const busy = current !== null || productIdFrom(params) !== null || isPromoFreePath(pathname);
  const promo = usePromo(hydrated ? data : null, { blocked: busy });
  if (!promo.visible || !data || busy) return null;
  return (
    <LazyPart quiet>
      <PromoPopup popup={data} onClose={promo.close} />
    </LazyPart>
  );
}
