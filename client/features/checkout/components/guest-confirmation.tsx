import { useEffect, useRef } from 'react';
import type { Order } from '../../../../shared/api/types';
import { LocalizedLink } from '../../../components/link';
import { useT } from '../../../i18n';
import { OrderFacts } from '../../orders/components/order-facts';
import { OrderLines } from '../../orders/components/order-lines';

/** A guest has no order page: the number, where, when and how it is paid, what was ordered, and the way back. */
export function GuestConfirmation({ order }: { order: Order }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // the form the shopper was in is gone: move focus to the news
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="checkout-done" aria-labelledby="checkout-done-title">
      <h1 id="checkout-done-title" ref={heading} tabIndex={-1}>
        {t('checkout.done_title')}
      </h1>
      <p className="checkout-done__number">{t('checkout.order_number', { number: order.number })}</p>
      <p>{t('checkout.done_text', { phone: `+993${order.phone}` })}</p>
      {order.tracking_url ? (
        <p>
          <LocalizedLink className="checkout-done__track" to={order.tracking_url}>
            {t('orders.track_link')}
          </LocalizedLink>
        </p>
      ) : null}
      <OrderFacts order={order} />
      <OrderLines order={order} />
      <LocalizedLink className="form-button form-button--primary checkout-done__back" to="/">
        {t('checkout.back_to_menu')}
      </LocalizedLink>
    </section>
  );
}
