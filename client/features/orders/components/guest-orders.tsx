import { LocalizedLink } from '../../../components/link';
import { useLocalStore } from '../../../browser/use-local-store';
import { useT } from '../../../i18n';
import { fullDateTimeOf, shownTime } from '../../../../shared/hours';
import { guestOrdersStore } from '../guest-orders';

/** "Your orders on this device": a guest's last orders with their tracking links; nothing when there are none. */
export function GuestOrders() {
  const t = useT();
  const orders = useLocalStore(guestOrdersStore);
  if (orders.length === 0) return null;
  return (
    <section className="guest-orders" aria-labelledby="guest-orders-title">
      <h2 id="guest-orders-title" className="guest-orders__title">
        {t('orders.on_this_device')}
      </h2>
      <ul className="guest-orders__list">
        {orders.map((order) => (
          <li key={order.tracking_url}>
            <LocalizedLink to={order.tracking_url}>{t('orders.track_order', { number: order.number })}</LocalizedLink>{' '}
            <span>
              {shownTime(order.created_at, fullDateTimeOf)} · {order.total} {t('tmt')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
