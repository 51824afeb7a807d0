import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import type { DeskBoard } from '../../../../shared/desk-board';
import type { DeskOrder } from '../../../../shared/api/desk';
import { finishedPagesQuery } from '../api/finished';
import { allFinished } from '../board-cache';
import { OrderCard } from './order-card';
import type { CardActions } from './board-column';

/**
 * Today's delivered and cancelled orders, newest first: the board's first page, then a page at each
 * "show more". Live changes land in the board's page; should a refetched board's page end after where
 * the shown pages began (orders finished meanwhile), the pages start again from it, so none is skipped.
 */
const NONE: readonly DeskOrder[] = [];

export const FinishedOrders = memo(function FinishedOrders({ board, actions }: { board: DeskBoard; actions: CardActions }) {
  const t = useT();
  const api = useApi();
  const [start, setStart] = useState<number | null>(null);
  const from = start === null ? null : Math.max(start, board.finished_before ?? start);
  const pages = useInfiniteQuery({ ...finishedPagesQuery(api, from ?? 0), enabled: from !== null });
  const later = pages.data?.pages;
  const orders = useMemo(() => allFinished(board.finished, later?.map((p) => p.orders) ?? []), [board.finished, later]);
  const more = from === null ? board.finished_before !== null : pages.isPending || pages.hasNextPage;
  const left = Math.max(0, board.finished_total - orders.length);
  // issue 37: the first render's cards are the orders in progress, what staff act on; the finished
  // follow in a render of their own, which React leaves to the browser's next frames (a transition)
  const shown = useDeferredValue(orders, NONE);
  return (
    <section className="desk-column desk-finished" aria-labelledby="desk-col-finished">
      <h2 id="desk-col-finished">
        {t('desk.board.finished')} <span className="desk-count">{board.finished_total}</span>
      </h2>
      {orders.length === 0 ? <p className="desk-empty">{t('desk.empty')}</p> : null}
      {shown.map((order) => (
        <OrderCard key={order.id} order={order} showStatus {...actions} />
      ))}
      {pages.isError ? (
        <p role="alert" className="desk-error">
          {errorText(pages.error, t)}
        </p>
      ) : null}
      {more && left > 0 ? (
        <button
          type="button"
          className="desk-button"
          disabled={pages.isFetching}
          onClick={() => (from === null ? setStart(board.finished_before) : void pages.fetchNextPage())}
        >
          {t('desk.board.show_more', { count: left })}
        </button>
      ) : null}
    </section>
  );
});
