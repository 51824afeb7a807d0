import { formatMoney } from '../../../../shared/money';
import { useLocale, useT } from '../../../i18n';
import { lineTotal, type BasketLineItem } from '../../basket/basket-math';
import type { checkoutTotals } from '../checkout-rules';
import { SoldOutMark } from '../../shop-status/components/shop-status-banner';
import { LineChoices } from '../../../components/line-choices';
import { formatMoney as money } from '../../../../shared/money';

interface SummaryProps {
  lines: BasketLineItem[];
  totals: ReturnType<typeof checkoutTotals>;
  /** dishes the shop cannot sell now (the stop-list, or the shop's refusal): marked, with a way out */
  soldOut: ReadonlySet<number>;
  onRemove(line: BasketLineItem): void;
}

/** The basket lines and the totals as the checkout computes them (minor units, formatted at the edge). */
export function CheckoutSummary({ lines, totals, soldOut, onRemove }: SummaryProps) {
  const t = useT();
  const locale = useLocale();
  const tmt = (minor: number) => `${formatMoney(minor)} ${t('tmt')}`;
  const anySoldOut = lines.some((line) => soldOut.has(line.product.id));
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('checkout.your_order')}</h2>
      {anySoldOut ? <p className="form-error checkout-summary__sold-out">{t('checkout.sold_out_lines')}</p> : null}
      <ul className="order-lines">
        {lines.map((line) => {
          const name = line.product[`name_${locale}`];
          return (
            <li key={line.key} data-sold-out={soldOut.has(line.product.id) || undefined}>
              <span>
                {name}
                <LineChoices choices={line.choices} locale={locale} />
              </span>
              <span>{t('checkout.quantity', { quantity: line.quantity, price: money(line.unitPrice) })}</span>
              <strong>{tmt(lineTotal(line))}</strong>
              {soldOut.has(line.product.id) ? (
                <span className="checkout-summary__sold-out-line">
                  <SoldOutMark />
                  <button
                    type="button"
                    className="form-button form-button--link"
                    aria-label={t('checkout.remove_line', { name })}
                    onClick={() => onRemove(line)}
                  >
                    {t('checkout.remove')}
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
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
