import type { Order } from '../../../../shared/api/types';
import { useT } from '../../../i18n';
import { fullDateTimeOf, shownTime } from '../../../../shared/hours';

/** Where, when and how an order is paid: the order page and the guest's confirmation show the same. */
export function OrderFacts({ order }: { order: Order }) {
  const t = useT();
  const a = order.address;
  const pickup = order.fulfilment === 'pickup';
  const details = [
    a.apartment && `${t('address.apartment')} ${a.apartment}`,
    a.entrance && `${t('address.entrance')} ${a.entrance}`,
    a.floor && `${t('address.floor')} ${a.floor}`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <dl className="order-facts">
      {pickup ? (
        <PickupFact pickup={order.pickup ?? null} />
      ) : (
        <>
          <dt>{t('orders.address')}</dt>
          <dd>
            {a.address}
            {details ? `, ${details}` : ''}
            {a.comment ? (
              <>
                <br />
                {a.comment}
              </>
            ) : null}
          </dd>
        </>
      )}
      <dt>{t(pickup ? 'checkout.pickup_time' : 'orders.delivery_time')}</dt>
      <dd>{order.delivery_time === 'asap' ? t('checkout.asap') : shownTime(order.delivery_time, fullDateTimeOf)}</dd>
      {/* nobody brings a pickup order: it is paid at the restaurant, not to a courier */}
      <dt>{t(pickup ? 'checkout.payment_pickup' : 'orders.payment')}</dt>
      <dd>
        {t(pickup ? `checkout.${order.payment_method}` : `payment_method.${order.payment_method}`)}
        {order.change_from ? `, ${t('orders.change_from', { amount: order.change_from })}` : ''}
      </dd>
      {order.note ? (
        <>
          <dt>{t('orders.note')}</dt>
          <dd>{order.note}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** A pickup order's "where": the restaurant's address and a map link (OpenStreetMap). */
function PickupFact({ pickup }: { pickup: Order['pickup'] }) {
  const t = useT();
  return (
    <>
      <dt>{t('orders.pickup')}</dt>
      <dd className="order-pickup">
        {pickup ? t('orders.pickup_at', { address: pickup.address }) : null}
        {pickup?.map_url ? (
          <>
            {' '}
            <a href={pickup.map_url} target="_blank" rel="noopener noreferrer">
              {t('orders.map_link')}
            </a>
          </>
        ) : null}
      </dd>
    </>
  );
}
