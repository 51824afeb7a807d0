import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { useLocalStore } from '../../../browser/use-local-store';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/order-status';
import type { DeskOrder } from '../../../../shared/api/desk';
import { deskBoardQuery, isConflict } from '../api/board';
import { OrderCard } from './order-card';
import { OrderDetail } from './order-detail';
import { printOnAcceptStore } from '../print-on-accept';

export const BOARD_COLUMNS: readonly OrderStatus[] = ORDER_STATUSES;

export const newOrderCount = (orders: readonly DeskOrder[] | undefined) => orders?.filter((o) => o.status === 'new').length ?? 0;

/** The orders board: a column per status, today's delivered and cancelled last. */
export function DeskBoard({ printPage }: { printPage?: () => void }) {
  const t = useT();
  const board = useQuery(deskBoardQuery(useApi()));
  const [open, setOpen] = useState<{ id: number; print: boolean } | null>(null);
  // what opened the detail gets focus back when it closes (the detail takes it when it opens)
  const opener = useRef<HTMLElement | null>(null);
  const printOnAccept = useLocalStore(printOnAcceptStore);
  // a refused move (409: someone else moved it first) is said above the board, which shows the order's new state
  const [notice, setNotice] = useState('');
  const onRefused = (err: unknown) => setNotice(isConflict(err) ? t('desk.order.conflict') : errorText(err, t));
  if (board.isPending) return <p>{t('desk.loading')}</p>;
  if (board.isError)
    return (
      <p role="alert" className="desk-error">
        {errorText(board.error, t)}
      </p>
    );
  const detail = open && board.data.find((o) => o.id === open.id);
  return (
    <div className="desk-board-wrap">
      <p role="alert" className="desk-error">
        {notice}
      </p>
      <label className="desk-print-option desk-no-print">
        <input type="checkbox" checked={printOnAccept} onChange={(e) => printOnAcceptStore.set(() => e.target.checked)} />{' '}
        {t('desk.order.print_on_accept')}
      </label>
      <div className="desk-board">
        {BOARD_COLUMNS.map((status) => {
          const orders = board.data.filter((o) => o.status === status);
          return (
            <section key={status} className="desk-column" aria-labelledby={`desk-col-${status}`} data-status={status}>
              <h2 id={`desk-col-${status}`}>
                {t(`desk.status.${status}`)} <span className="desk-count">{orders.length}</span>
              </h2>
              {orders.length === 0 ? <p className="desk-empty">{t('desk.empty')}</p> : null}
              {orders.map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  onRefused={onRefused}
                  printOnAccept={printOnAccept}
                  onOpen={(id, print = false) => {
                    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                    setOpen({ id, print });
                  }}
                />
              ))}
            </section>
          );
        })}
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
