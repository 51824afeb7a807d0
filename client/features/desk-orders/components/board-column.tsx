import { memo, useDeferredValue } from 'react';
import { useT } from '../../../i18n';
import type { OrderStatus } from '../../../../shared/order-status';
import type { DeskMove, DeskOrder } from '../../../../shared/api/desk';
import { OrderCard } from './order-card';

export interface CardActions {
  onOpen(order: DeskOrder, print?: boolean): void;
  onRefused(err: unknown, move: DeskMove): void;
  printOnAccept: boolean;
}

const NONE: readonly DeskOrder[] = [];

/**
 * One status's orders, all of them (the board never caps what is in progress). A column that is
 * `later` (orders already accepted: issue 37) gives its cards to a render of their own after the
 * new orders' cards, which staff act on first; React leaves that render to the next frames, yielding
 * to a click, and its count says at once how many there are. Its changes come a render later too.
 */
export const BoardColumn = memo(function BoardColumn({
  status,
  orders,
  actions,
  later = false,
}: {
  status: OrderStatus;
  orders: DeskOrder[];
  actions: CardActions;
  later?: boolean;
}) {
  const t = useT();
  const deferred = useDeferredValue(orders, NONE);
  const shown = later ? deferred : orders;
  return (
    <section className="desk-column" aria-labelledby={`desk-col-${status}`} data-status={status}>
      <h2 id={`desk-col-${status}`}>
        {t(`desk.status.${status}`)} <span className="desk-count">{orders.length}</span>
      </h2>
      {orders.length === 0 ? <p className="desk-empty">{t('desk.empty')}</p> : null}
      {shown.map((order) => (
        <OrderCard key={order.id} order={order} {...actions} />
      ))}
    </section>
  );
});
