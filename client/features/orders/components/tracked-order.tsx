import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { isFinal } from '../../../../shared/order-status';
import { useT } from '../../../i18n';
import { trackedEventsPath, trackedOrderQuery } from '../api/tracked-order';
import { canStream, useOrderEvents } from '../use-order-events';
import { CancelOrder } from './order-actions';
import { OrderView } from './order-view';

/** A guest's order at its tracking link: the same live view as a customer's order page. */
export function TrackedOrder({ token }: { token: string }) {
  const t = useT();
  const api = useApi();
  const options = trackedOrderQuery(api, token);
  const { data: order, isPending, isError } = useQuery(canStream() ? { ...options, refetchInterval: false } : options);
  useOrderEvents(order && !isFinal(order.status) ? trackedEventsPath(token) : null, options.queryKey);
  if (isPending) return <p aria-busy="true">…</p>;
  if (isError) return <p role="alert">{t('some_error_occured')}</p>;
  return (
    <article className="order-detail">
      <OrderView
        order={order}
        actions={<CancelOrder order={order} orderPath={`/track/${encodeURIComponent(token)}`} queryKey={options.queryKey} />}
      />
    </article>
  );
}
