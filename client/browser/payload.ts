import { hydrate, type QueryClient } from '@tanstack/react-query';
import { fullState } from '../../shared/dehydrated-state';

/** "/en/products?search=x" -> "/en/products/_payload.json?search=x&v=<build>" */
export function payloadUrl(url: URL, buildId: string): string {
  const path = url.pathname.replace(/\/+$/, '');
  const params = new URLSearchParams(url.search);
  params.delete('product_id'); // the modal's product is fetched by the modal, not the page
  params.set('v', buildId);
  return `${path}/_payload.json?${params}`;
}

/**
 * Brings a route's dehydrated data in one request, shared by every loader of one navigation.
 * A failure is left to the loaders, which then fetch what they need themselves.
 */
export function createPayloadPrimer(queryClient: QueryClient, buildId: string) {
  const inflight = new Map<string, Promise<void>>();
  return (request: Request): Promise<void> => {
    const url = payloadUrl(new URL(request.url), buildId);
    let pending = inflight.get(url);
    if (!pending) {
      pending = fetch(url, { headers: { Accept: 'application/json' }, signal: request.signal })
        .then(async (res) => {
          if (res.ok) hydrate(queryClient, fullState(await res.json()));
        })
        .finally(() => setTimeout(() => inflight.delete(url), 1000));
      inflight.set(url, pending);
    }
    return pending;
  };
}
