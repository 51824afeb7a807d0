import type { Request } from 'express';
import { API_PREFIX } from '../../shared/api/client';
import { DESK_EARLY_GLOBAL } from '../../shared/desk-boot';
import { BOARD_ROLES, type StaffRole } from '../../shared/desk';
import type { Locale } from '../../shared/locale';
import type { Config } from '../config';
import { callBackend, type BackendAnswer } from '../bff/backend';
import { deskCookie } from '../http/desk-cookie';

export const DESK_ME_URL = `${API_PREFIX}/desk/me`;
export const DESK_BOARD_URL = `${API_PREFIX}/desk/orders`;

/** What the desk's document starts with: the URLs it asks for from its head, and the board's answer when the server read it. */
export interface DeskEarly {
  urls: string[];
  /** GET /desk/orders as the backend answered it (`{ success, data }`), in the desk's language: rendered in the HTML */
  board?: BackendAnswer['body'];
}

/**
 * What the desk's document asks for as it arrives: nothing for a browser without a live desk session
 * (it asks /desk/me itself, as before); /desk/me for a staff member; and on the board's address, for one
 * who sees it, the board read here by the server, so the document carries it (its first cards, and the
 * answer for the desk's script: issue 37). A board the server could not read is asked for from the head,
 * as before. Asked of the backend, so nothing is asked early that would be refused (a refused fetch is a
 * console error); a cook is never read the board for. Any failure asks nothing early.
 */
export async function deskEarlyReads(
  config: Pick<Config, 'apiOrigin'>,
  req: Request,
  onBoard: boolean,
  locale: Locale,
): Promise<DeskEarly> {
  const token = deskCookie(req);
  if (!token) return { urls: [] };
  const answer = await callBackend(config, req, 'GET', '/desk/me', { token }).catch(() => null);
  const role = (answer?.status === 200 && (answer.body.data as { role?: StaffRole } | null)?.role) || null;
  if (!role) return { urls: [] };
  if (!onBoard || !BOARD_ROLES.includes(role)) return { urls: [DESK_ME_URL] };
  // in the desk's language (its dish names), as the desk's API client asks
  const board = await callBackend(config, req, 'GET', '/desk/orders', { token, locale }).catch(() => null);
  return board?.status === 200 ? { urls: [DESK_ME_URL], board: board.body } : { urls: [DESK_ME_URL, DESK_BOARD_URL] };
}

/**
 * The early reads, started from the document's head instead of once the desk's script has run and
 * rendered (issue 37: at 4× CPU the board's answer came some 300 ms after the script). Each answer waits
 * in `window.__DESK_EARLY__` by URL as the promise of its Response, taken once by the desk's API client
 * (client/app/desk/desk-early.ts), which sends the same headers. ES5; every promise has a catch, so an
 * answer no one takes (offline) is never an unhandled rejection.
 */
export function deskEarlyScript(locale: Locale, urls: readonly string[]): string {
  if (urls.length === 0) return '';
  const init = JSON.stringify({ headers: { Accept: 'application/json', 'Accept-Language': locale }, credentials: 'same-origin' });
  return (
    `(function(e,i){${JSON.stringify(urls)}.forEach(function(u){(e[u]=fetch(u,i)).catch(function(){})})})` +
    `(window.${DESK_EARLY_GLOBAL}={},${init});`
  );
}
