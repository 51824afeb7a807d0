import { hashKey, type DehydratedState } from '@tanstack/react-query';

// The dehydrated queries a page carries (window.__BOOT__, /_payload.json), without what every one of
// them repeats: a render's queries are all settled and fresh, so a dozen of each query's fields hold the
// same value, its hash is its key's and its time the render's. On the home page that was about 1.5 KB of
// 50 KB. The browser restores the whole state before hydrate(), which then sees exactly what the
// server's dehydrate() gave.

type Query = DehydratedState['queries'][number];
type QueryStateFields = Query['state'];

const SETTLED: Partial<QueryStateFields> = {
  dataUpdateCount: 1,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'success',
  fetchStatus: 'idle',
};
const SETTLED_KEYS = Object.keys(SETTLED) as (keyof QueryStateFields)[];

/** A query as the page carries it: what differs from a settled query, its hash and time only when they differ. */
export type CarriedQuery = Omit<Query, 'state' | 'queryHash' | 'dehydratedAt'> & {
  state: Partial<QueryStateFields>;
  queryHash?: string;
  dehydratedAt?: number;
};

export interface CarriedState {
  /** when the queries were dehydrated (each query's own, if another, rides with it) */
  at?: number;
  queries: CarriedQuery[];
  mutations: DehydratedState['mutations'];
}

export function carriedState(full: DehydratedState): CarriedState {
  const at = full.queries[0]?.dehydratedAt;
  const queries = full.queries.map(({ state, queryHash, dehydratedAt, ...query }): CarriedQuery => {
    const own: Partial<QueryStateFields> = { ...state };
    for (const key of SETTLED_KEYS) if (Object.is(own[key], SETTLED[key])) delete own[key];
    return {
      ...query,
      state: own,
      ...(queryHash === hashKey(query.queryKey) ? {} : { queryHash }),
      ...(dehydratedAt === at ? {} : { dehydratedAt }),
    };
  });
  return { ...(at === undefined ? {} : { at }), queries, mutations: full.mutations };
}

/** The state dehydrate() gave, for hydrate(). */
export function fullState(carried: CarriedState): DehydratedState {
  return {
    mutations: carried.mutations ?? [],
    queries: (carried.queries ?? []).map(({ state, queryHash, dehydratedAt, ...query }) => ({
      ...query,
      queryHash: queryHash ?? hashKey(query.queryKey),
      dehydratedAt: dehydratedAt ?? carried.at,
      state: { ...SETTLED, ...state } as QueryStateFields,
    })) as Query[],
  };
}
