import { memo, useDeferredValue, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import type { DeskOrder } from '../../../../shared/api/desk';
import { finishedPagesQuery } from '../api/finished';
import { allFinished } from '../board-cache';
import { OrderCard } from './order-card';
import type { CardActions } from './board-column';

/**
 * Today's delivered and cancelled orders, newest first: their own read (GET /desk/orders/finished),
 * asked for once the board's first render is committed, so nothing finished delays the orders in
 * progress; then a page at each "show more". An order that finishes goes to the head of the first
 * page (board-cache.ts); one shown on two pages (it finished between them) is shown once.
 */
const NONE: readonly DeskOrder[] = [];

export const FinishedOrders = memo(function FinishedOrders({ total, actions }: { total: number; actions: CardActions }) {
  const t = useT();
  const pages = useInfiniteQuery(finishedPagesQuery(useApi()));
  const read = pages.data?.pages;
  const orders = useMemo(() => (read ? allFinished(read.map((p) => p.orders)) : NONE), [read]);
  const left = Math.max(0, total - orders.length);
  // issue 37: the first render's cards are the orders in progress, what staff act on; the finished
  // follow in a render of their own, which React leaves to the browser's next frames (a transition)
  const shown = useDeferredValue(orders, NONE);
  return (
    <section className="desk-column desk-finished" aria-labelledby="desk-col-finished">
      <h2 id="desk-col-finished">
        {t('desk.board.finished')} <span className="desk-count">{total}</span>
      </h2>
      {total === 0 && orders.length === 0 ? <p className="desk-empty">{t('desk.empty')}</p> : null}
      {shown.map((order) => (
        <OrderCard key={order.id} order={order} showStatus {...actions} />
      ))}
      {pages.isError ? (
        <p role="alert" className="desk-error">
          {errorText(pages.error, t)}
        </p>
      ) : null}
      {pages.hasNextPage && left > 0 ? (
        <button type="button" className="desk-button" disabled={pages.isFetching} onClick={() => void pages.fetchNextPage()}>
          {t('desk.board.show_more', { count: left })}
        </button>
      ) : null}
    </section>
  );
});
