import type { ReactNode } from 'react';
import type { Order } from '../../../../shared/api/types';
import { isUnderWay } from '../../../../shared/order-status';
import { useT } from '../../../i18n';
import { fullDateTimeOf, shownTime, clockOf } from '../../../../shared/hours';
import { OrderFacts } from './order-facts';
import { OrderLines } from './order-lines';
import { StatusBadge } from './status-badge';

/**
 * One order as the shopper sees it, on their order page and on a guest's tracking page: status,
 * when it is expected or why the restaurant turned it down, the timeline, dishes, totals, facts.
 * `actions` (cancel, reorder) go under the status.
 */
export function OrderView({ order, actions }: { order: Order; actions?: ReactNode }) {
  const t = useT();
  return (
    <>
      <h1>{t('orders.order', { number: order.number })}</h1>
      <p>{t('orders.placed_at', { time: shownTime(order.created_at, fullDateTimeOf) })}</p>
      <div aria-live="polite">
        <p>
          {t('orders.status')}: <StatusBadge status={order.status} />
        </p>
        <OrderOutlook order={order} />
      </div>
      {actions}
      <Timeline history={order.history} />
      <OrderLines order={order} />
      <OrderFacts order={order} />
    </>
  );
}

/** "Expected by 19:40" while under way; the restaurant's reason (and note) once it has rejected it. */
export function OrderOutlook({
  order,
}: {
  order: Pick<Order, 'status' | 'estimated_at' | 'reject_reason' | 'reject_note' | 'fulfilment'>;
}) {
  const t = useT();
  const pickup = order.fulfilment === 'pickup';
  if (isUnderWay(order.status) && order.estimated_at) {
    const time = shownTime(order.estimated_at, clockOf);
    return (
      <p className="order-estimate">
        <strong>{t(pickup ? 'orders.ready_by' : 'orders.expected_by', { time })}</strong>
      </p>
    );
  }
  if (order.status === 'ready') {
    return (
      <p className="order-estimate">
        <strong>{t('orders.ready_now')}</strong>
      </p>
    );
  }
  if (order.status === 'cancelled' && order.reject_reason) {
    return (
      <p className="order-rejection" role="note">
        {t('orders.rejected', { reason: t(`orders.reject_reason.${order.reject_reason}`) })}
        {order.reject_note ? <> {t('orders.reject_note', { note: order.reject_note })}</> : null}
      </p>
    );
  }
  return null;
}

function Timeline({ history }: { history: Order['history'] }) {
  const t = useT();
  return (
    <section aria-labelledby="order-timeline">
      <h2 id="order-timeline">{t('orders.timeline')}</h2>
      <ol className="order-timeline">
        {history.map((step, i) => (
          <li key={`${step.status}-${i}`}>
            <StatusBadge status={step.status} /> <time dateTime={step.at}>{shownTime(step.at, fullDateTimeOf)}</time>
            {step.actor ? <> · {t(`orders.actor.${step.actor}`)}</> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
