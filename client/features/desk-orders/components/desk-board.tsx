import { useCallback, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { useLocalStore } from '../../../browser/use-local-store';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { OPEN_STATUSES, PLACED_STATUSES, type OrderStatus } from '../../../../shared/order-status';
import type { DeskOrder } from '../../../../shared/api/desk';
import type { DeskBoard as Board } from '../../../../shared/desk-board';
import { deskBoardQuery, isConflict } from '../api/board';
import { BoardColumn, type CardActions } from './board-column';
import { FinishedOrders } from './finished-orders';
import { OrderDetail } from './order-detail';
import { OrderSearch } from './order-search';
import { printOnAcceptStore } from '../print-on-accept';

/** A column for each status still in progress (shared/order-status.ts), then today's finished ones. */
export const BOARD_COLUMNS: readonly OrderStatus[] = OPEN_STATUSES;

const isPlaced = (status: OrderStatus) => (PLACED_STATUSES as readonly OrderStatus[]).includes(status);

// a placed order waiting for its call counts as new too: someone must act on it
export const newOrderCount = (board: Board | undefined) => board?.open.filter((o) => isPlaced(o.status)).length ?? 0;

const byStatus = (open: readonly DeskOrder[]) => {
  const columns = new Map<OrderStatus, DeskOrder[]>(BOARD_COLUMNS.map((s) => [s, []]));
  for (const order of open) columns.get(order.status)?.push(order);
  return columns;
};

/** The orders board: every order in progress by status, today's finished ones paged, and a search. */
export function DeskBoard({ printPage }: { printPage?: () => void }) {
  const t = useT();
  const board = useQuery(deskBoardQuery(useApi()));
  // the order as it was opened; the board's newer copy of it, while it has one
  const [open, setOpen] = useState<{ order: DeskOrder; print: boolean } | null>(null);
  // what opened the detail gets focus back when it closes (the detail takes it when it opens)
  const opener = useRef<HTMLElement | null>(null);
  const printOnAccept = useLocalStore(printOnAcceptStore);
  // a refused move (409: someone else moved it first) is said above the board, which shows the order's new state
  const [notice, setNotice] = useState('');
  const onRefused = useCallback((err: unknown) => setNotice(isConflict(err) ? t('desk.order.conflict') : errorText(err, t)), [t]);
  const onOpen = useCallback((order: DeskOrder, print = false) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen({ order, print });
  }, []);
  const actions = useMemo<CardActions>(() => ({ onOpen, onRefused, printOnAccept }), [onOpen, onRefused, printOnAccept]);
  const columns = useMemo(() => byStatus(board.data?.open ?? []), [board.data?.open]);
  if (board.isPending) return <p>{t('desk.loading')}</p>;
  if (board.isError)
    return (
      <p role="alert" className="desk-error">
        {errorText(board.error, t)}
      </p>
    );
  // an order in progress as the board has it now; a finished one as it was opened (it changes no more)
  const detail = open && (board.data.open.find((o) => o.id === open.order.id) ?? open.order);
  return (
    <div className="desk-board-wrap">
      <p role="alert" className="desk-error">
        {notice}
      </p>
      <label className="desk-print-option desk-no-print">
        <input type="checkbox" checked={printOnAccept} onChange={(e) => printOnAcceptStore.set(() => e.target.checked)} />{' '}
        {t('desk.order.print_on_accept')}
      </label>
      <OrderSearch actions={actions} />
      <div className="desk-board">
        {BOARD_COLUMNS.map((status) => (
          <BoardColumn key={status} status={status} orders={columns.get(status)!} actions={actions} later={!isPlaced(status)} />
        ))}
        <FinishedOrders total={board.data.finished_total} actions={actions} />
      </div>
      {detail ? (
        <OrderDetail
          key={`${detail.id}-${String(open.print)}`}
          order={detail}
          print={open.print}
          printPage={printPage}
          onClose={() => {
            setOpen(null);
            opener.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
