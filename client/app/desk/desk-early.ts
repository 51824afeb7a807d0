import type { QueryClient } from '@tanstack/react-query';
import { API_PREFIX, type ApiAnswer, type ApiClient, type ApiFetch } from '../../../shared/api/client';
import { deskMeQuery } from '../../features/desk-auth/api/desk-session';
import { deskBoardQuery } from '../../features/desk-orders/api/board';

/** The desk document's early reads (server/ssr/desk-early.ts): by URL, the Response on its way, or null when not asked. */
export type DeskEarlyAnswers = Record<string, Promise<ApiAnswer | null> | undefined>;

/** The API client's fetch, with the early answers: fetch as usual, and a recent early answer as it came. */
export interface EarlyFetch extends ApiFetch {
  /** the early answer for this URL, left for the fetch that takes it (undefined: none waits) */
  peek(url: string): Promise<ApiAnswer | null> | undefined;
}

/**
 * Each early answer is taken once, by the first GET of its URL; one that failed (refused, a session
 * ended, no connection, not asked) is read afresh, so the desk shows what it would have without it.
 */
export function earlyFetch(answers: DeskEarlyAnswers = {}, doFetch: ApiFetch = fetch): EarlyFetch {
  const waiting = new Map(Object.entries(answers));
  const take = async (url: string, init: RequestInit) => {
    const early = (init.method ?? 'GET') === 'GET' ? waiting.get(url) : undefined;
    waiting.delete(url);
    const answer = early ? await early.catch(() => null) : null;
    return answer?.ok ? answer : doFetch(url, init);
  };
  return Object.assign(take, { peek: (url: string) => waiting.get(url)?.catch(() => null) });
}

/**
 * Puts the early answers in the query cache before the desk's first render, so that render is the
 * signed-in board itself, not "loading" and then a render a step: who is signed in, then, if the
 * document asked for it, the board. At most `waitMs`: a slow answer is left to the queries, which
 * have its fetch on the way (the document shows the desk's title and "loading" meanwhile).
 */
export async function seedDesk(client: QueryClient, api: ApiClient, early: EarlyFetch, waitMs: number) {
  const reads = async () => {
    // the board only when the document asked for it and got it: a cook's is never asked for (refused, a console error)
    const board = early.peek(`${API_PREFIX}/desk/orders`);
    await Promise.all([
      client.prefetchQuery(deskMeQuery(api)),
      board?.then((answer) => (answer?.ok ? client.prefetchQuery(deskBoardQuery(api)) : undefined)),
    ]);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([reads(), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}
