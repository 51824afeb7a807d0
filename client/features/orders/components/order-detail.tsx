import { useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../shared/api/types';
import { useApi } from '../../../app-context';
import { LocalizedLink } from '../../../components/link';
import { useT } from '../../../i18n';
import { orderQuery } from '../api/order';
import { formatAshgabat } from '../format-time';
import { OrderFacts } from './order-facts';
import { OrderLines } from './order-lines';
import { StatusBadge } from './status-badge';

/** One order: status and its history, what was ordered, totals, address, payment, delivery time. */
export function OrderDetail({ id }: { id: number }) {
  const t = useT();
  const api = useApi();
  const { data: order, isPending, isError } = useQuery(orderQuery(api, id));
  if (isPending) return <p aria-busy="true">…</p>;
  if (isError) return <p role="alert">{t('some_error_occured')}</p>;

  return (
    <article className="order-detail">
      <p><LocalizedLink to="/orders">← {t('orders.back')}</LocalizedLink></p>
      <h1>{t('orders.order', { number: order.number })}</h1>
      <p>{t('orders.placed_at', { time: formatAshgabat(order.created_at) })}</p>
      <p aria-live="polite">{t('orders.status')}: <StatusBadge status={order.status} /></p>
      <Timeline history={order.history} />
      <OrderLines order={order} />
      <OrderFacts order={order} />
    </article>
  );
}

function Timeline({ history }: { history: Order['history'] }) {
  const t = useT();
  return (
    <section aria-labelledby="order-timeline">
      <h2 id="order-timeline">{t('orders.timeline')}</h2>
      <ol className="order-timeline">
        {history.map((step, i) => (
          <li key={`${step.status}-${i}`}>
            <StatusBadge status={step.status} /> <time dateTime={step.at}>{formatAshgabat(step.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
