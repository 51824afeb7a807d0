import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { LocalizedLink } from '../../../components/link';
import { isFinal } from '../../../../shared/order-status';
import { useT } from '../../../i18n';
import { orderEventsPath, orderQuery } from '../api/order';
import { canStream, useOrderEvents } from '../use-order-events';
import { CancelOrder, ReorderButton } from './order-actions';
import { OrderView } from './order-view';

/** One of the customer's orders, live: each event on its stream refreshes it (polling where streams are missing). */
export function OrderDetail({ id }: { id: number }) {
  const t = useT();
  const api = useApi();
  const options = orderQuery(api, id);
  const { data: order, isPending, isError } = useQuery(canStream() ? { ...options, refetchInterval: false } : options);
  useOrderEvents(order && !isFinal(order.status) ? orderEventsPath(id) : null, options.queryKey);
  if (isPending) return <p aria-busy="true">…</p>;
  if (isError) return <p role="alert">{t('some_error_occured')}</p>;

  return (
    <article className="order-detail">
      <p>
        <LocalizedLink to="/orders">← {t('orders.back')}</LocalizedLink>
      </p>
      <OrderView
        order={order}
        actions={
          <>
            <CancelOrder order={order} orderPath={`/orders/${id}`} queryKey={options.queryKey} />
            <ReorderButton order={order} />
          </>
        }
      />
    </article>
  );
}
