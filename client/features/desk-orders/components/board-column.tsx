import { memo } from 'react';
import { useT } from '../../../i18n';
import type { OrderStatus } from '../../../../shared/order-status';
import type { DeskMove, DeskOrder } from '../../../../shared/api/desk';
import { OrderCard } from './order-card';

export interface CardActions {
  onOpen(order: DeskOrder, print?: boolean): void;
  onRefused(err: unknown, move: DeskMove): void;
  printOnAccept: boolean;
}

/** One status's orders, all of them (the board never caps what is in progress). */
export const BoardColumn = memo(function BoardColumn({
  status,
  orders,
  actions,
}: {
  status: OrderStatus;
  orders: DeskOrder[];
  actions: CardActions;
}) {
  const t = useT();
  return (
    <section className="desk-column" aria-labelledby={`desk-col-${status}`} data-status={status}>
      <h2 id={`desk-col-${status}`}>
        {t(`desk.status.${status}`)} <span className="desk-count">{orders.length}</span>
      </h2>
      {orders.length === 0 ? <p className="desk-empty">{t('desk.empty')}</p> : null}
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} {...actions} />
      ))}
    </section>
  );
});
