import type { Order } from '../../../../shared/api/types';
import { useLocale, useT } from '../../../i18n';
import { LineChoices } from '../../../components/line-choices';

/** What was ordered and the server's totals (the checkout confirmation shows the same). */
export function OrderLines({ order }: { order: Order }) {
  const t = useT();
  const locale = useLocale();
  const tmt = (amount: string) => `${amount} ${t('tmt')}`;
  return (
    <section aria-labelledby={`order-lines-${order.id}`}>
      <h2 id={`order-lines-${order.id}`}>{t('orders.lines')}</h2>
      <ul className="order-lines">
        {order.lines.map((line, index) => (
          <li key={index}>
            <span>
              {line.name}
              <LineChoices choices={line.choices} locale={locale} />
            </span>
            <span>{t('checkout.quantity', { quantity: line.quantity, price: line.price })}</span>
            <strong>{tmt(line.total)}</strong>
          </li>
        ))}
      </ul>
      <dl className="order-totals">
        <dt>{t('checkout.subtotal')}</dt>
        <dd>{tmt(order.subtotal)}</dd>
        {order.fulfilment === 'pickup' ? null : (
          <>
            <dt>{t('checkout.delivery_fee')}</dt>
            <dd>{tmt(order.delivery_fee)}</dd>
          </>
        )}
        {order.bonus_spent !== '0.00' ? (
          <>
            <dt>{t('checkout.bonus_spent')}</dt>
            <dd>−{tmt(order.bonus_spent)}</dd>
          </>
        ) : null}
        <dt>{t('checkout.total')}</dt>
        <dd>
          <strong>{tmt(order.total)}</strong>
        </dd>
      </dl>
    </section>
  );
}
