import { formatMoney } from '../../../../shared/money';
import { useLocale, useT } from '../../../i18n';
import { lineTotal, type BasketLineItem } from '../../basket/basket-math';
import type { checkoutTotals } from '../checkout-rules';

/** The basket lines and the totals as the checkout computes them (minor units, formatted at the edge). */
export function CheckoutSummary({ lines, totals }: { lines: BasketLineItem[]; totals: ReturnType<typeof checkoutTotals> }) {
  const t = useT();
  const locale = useLocale();
  const tmt = (minor: number) => `${formatMoney(minor)} ${t('tmt')}`;
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('checkout.your_order')}</h2>
      <ul className="order-lines">
        {lines.map((line) => (
          <li key={line.product.id}>
            <span>{line.product[`name_${locale}`]}</span>
            <span>{t('checkout.quantity', { quantity: line.quantity, price: line.product.price })}</span>
            <strong>{tmt(lineTotal(line))}</strong>
          </li>
        ))}
      </ul>
      <dl className="order-totals">
        <dt>{t('checkout.subtotal')}</dt>
        <dd>{tmt(totals.subtotal)}</dd>
        <dt>{t('checkout.delivery_fee')}</dt>
        <dd>{tmt(totals.deliveryFee)}</dd>
        {totals.bonus > 0 ? (
          <>
            <dt>{t('checkout.bonus_spent')}</dt>
            <dd>−{tmt(totals.bonus)}</dd>
          </>
        ) : null}
        <dt>{t('checkout.total')}</dt>
        <dd>
          <strong>{tmt(totals.total)}</strong>
        </dd>
      </dl>
    </section>
  );
}
