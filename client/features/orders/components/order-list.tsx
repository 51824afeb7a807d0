import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../app-context';
import { LocalizedLink } from '../../../components/link';
import { useT } from '../../../i18n';
import { ordersQuery, pageFromSearch } from '../api/orders';
import { fullDateTimeOf, shownTime } from '../../../../shared/hours';
import { ReorderButton } from './order-actions';
import { StatusBadge } from './status-badge';

/** The customer's orders, newest first, with previous/next pages. */
export function OrderList() {
  const t = useT();
  const api = useApi();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const { data, isPending, isError } = useQuery(ordersQuery(api, page));

  if (isPending) return <p aria-busy="true">…</p>;
  if (isError) return <p role="alert">{t('some_error_occured')}</p>;
  const { data: orders, meta } = data;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.limit)) : 1;
  if (orders.length === 0 && page === 1) return <p>{t('orders.empty')}</p>;

  return (
    <>
      <ul className="order-list">
        {orders.map((order) => (
          <li key={order.id} className="order-card">
            <h2 className="order-card__title">
              <LocalizedLink to={`/orders/${order.id}`}>{t('orders.order', { number: order.number })}</LocalizedLink>
            </h2>
            <p>{t('orders.placed_at', { time: shownTime(order.created_at, fullDateTimeOf) })}</p>
            <p>
              <StatusBadge status={order.status} />
            </p>
            <p>
              {t('orders.total')}:{' '}
              <strong>
                {order.total} {t('tmt')}
              </strong>
            </p>
            <ReorderButton order={order} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="order-pages" aria-label={t('orders.page', { page, pages })}>
          {page > 1 ? (
            <LocalizedLink to={`/orders?page=${page - 1}`} rel="prev">
              {t('orders.previous')}
            </LocalizedLink>
          ) : null}
          <span>{t('orders.page', { page, pages })}</span>
          {page < pages ? (
            <LocalizedLink to={`/orders?page=${page + 1}`} rel="next">
              {t('orders.next')}
            </LocalizedLink>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
