import serialize from 'serialize-javascript';
import { ESTIMATE_MINUTES } from '../../shared/desk';
import { DESK_EARLY_GLOBAL } from '../../shared/desk-boot';
import type { DeskBoard } from '../../shared/desk-board';
import type { DeskOrder } from '../../shared/api/desk';
import { clockOf, shortDateTimeOf, shownTime } from '../../shared/hours';
import { localizePath, type Locale } from '../../shared/locale';
import { OPEN_STATUSES, PLACED_STATUSES, type OrderStatus } from '../../shared/order-status';
import { DESK_BOARD_URL } from './desk-early';

/** The desk's words as the document has them (its `desk` group, shared/desk-boot.ts). */
export type DeskWords = (key: string, params?: Record<string, string | number>) => string;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Where a card's quick accept posts (server/bff/desk-forms.ts): a form that works before the desk's script. */
export const deskAcceptPath = (locale: Locale, id: number) => localizePath(`/desk/orders/${id}/accept`, locale);

const isPlaced = (status: OrderStatus) => (PLACED_STATUSES as readonly OrderStatus[]).includes(status);

function card(order: DeskOrder, t: DeskWords, locale: Locale): string {
  const where =
    order.fulfilment === 'pickup'
      ? `<strong class="desk-pickup">${escapeHtml(t('fulfilment.pickup'))}</strong>`
      : escapeHtml(order.address.address);
  const when =
    order.delivery_time === 'asap'
      ? `<p class="desk-delivery">${escapeHtml(t('order.deliver_asap'))}</p>`
      : order.delivery_time
        ? `<p class="desk-delivery desk-delivery-later">${escapeHtml(t('order.deliver_at', { time: shownTime(order.delivery_time, shortDateTimeOf) }))}</p>`
        : '';
  // a new order's quick estimates as real submit buttons: accepted by the server, then the board again (303)
  const moves =
    order.status === 'new'
      ? `<form method="post" action="${escapeHtml(deskAcceptPath(locale, order.id))}" class="desk-actions" role="group" aria-label="${escapeHtml(t('order.accept_with'))}">` +
        ESTIMATE_MINUTES.map(
          (m) =>
            `<button type="submit" class="desk-button" name="minutes" value="${m}">${escapeHtml(t('order.minutes', { minutes: m }))}</button>`,
        ).join('') +
        '</form>'
      : '';
  return (
    `<article class="desk-card" aria-labelledby="desk-order-${order.id}"><h3 id="desk-order-${order.id}">${escapeHtml(t('order.number', { number: order.number }))}</h3>` +
    `<p>${escapeHtml(shownTime(order.created_at, clockOf))} · ${escapeHtml(order.total)} TMT · ${where}</p>${when}` +
    (order.source === 'phone' ? `<p class="desk-source">${escapeHtml(t('order.source_phone'))}</p>` : '') +
    `${moves}</article>`
  );
}

/**
 * The board as the server has it, for a signed-in staff member who sees it (issue 37: usable before the
 * desk's script has run): every column with its count, the placed orders' cards (what staff act on first),
 * each new one with its quick accepts as a form posting to the server. The later columns' cards come with
 * the script, which renders the whole board over this from the same answer (`boardData`), no round trip.
 */
export function boardHtml(board: DeskBoard, t: DeskWords, locale: Locale): string {
  const columns = OPEN_STATUSES.map((status) => {
    const orders = board.open.filter((o) => o.status === status);
    const body =
      orders.length === 0
        ? `<p class="desk-empty">${escapeHtml(t('empty'))}</p>`
        : isPlaced(status)
          ? orders.map((o) => card(o, t, locale)).join('')
          : `<p>${escapeHtml(t('loading'))}</p>`;
    return (
      `<section class="desk-column" aria-labelledby="desk-col-${status}" data-status="${status}">` +
      `<h2 id="desk-col-${status}">${escapeHtml(t(`status.${status}`))} <span class="desk-count">${orders.length}</span></h2>${body}</section>`
    );
  });
  return `<div class="desk-board-wrap"><div class="desk-board">${columns.join('')}</div></div>`;
}

/**
 * The board's answer for the desk's script, as if the document had asked for it early (server/ssr/desk-early.ts):
 * JSON in a data block (serialize-javascript escapes `<`, so nothing in it can end the element), then given to
 * `window.__DESK_EARLY__` as that URL's Response, taken by the desk's first GET of the board (client/app/desk/desk-early.ts).
 */
export function boardData(answer: unknown, nonce: string): string {
  const attr = escapeHtml(nonce);
  return (
    `<script type="application/json" id="desk-board-data">${serialize(answer, { isJSON: true })}</script>` +
    `<script nonce="${attr}">(window.${DESK_EARLY_GLOBAL}=window.${DESK_EARLY_GLOBAL}||{})[${JSON.stringify(DESK_BOARD_URL)}]=` +
    `Promise.resolve(new Response(document.getElementById('desk-board-data').textContent,{status:200,headers:{'Content-Type':'application/json'}}));</script>`
  );
}
