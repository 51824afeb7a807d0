import { LazyPart, retryableLazy } from '../../../components/lazy-part';
import { useInBrowser } from '../../../browser/use-in-browser';

// the promo's rules and timers are no part of the first render (it never shows before hydration):
// their code comes once the page has hydrated, while its data was asked for as the page started
const PromoHost = retryableLazy<Record<string, never>>(() => import('./promo-host').then((module) => ({ default: module.PromoHost })), {
  words: false,
});

/** Always mounted in the shell: nothing on the server and while hydrating, then the promo's host. */
export function DeferredPromoHost() {
  if (!useInBrowser()) return null;
  return (
    <LazyPart quiet>
      <PromoHost />
    </LazyPart>
  );
}
