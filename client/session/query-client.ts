import { QueryClient } from '@tanstack/react-query';

/**
 * The one QueryClient recipe, for each server render and for the browser tab. No retries at this
 * layer: the API client already retries a GET once on the spec's statuses (§9) and never a write,
 * so a query retry here would double the GET attempts and a mutation retry would repeat a write.
 */
// A write offline is tried at once and fails with "no connection" (networkMode 'always'): paused, it
// would leave "Sending…" on screen and place the order unseen whenever the connection came back.
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false }, mutations: { retry: false, networkMode: 'always' } } });
