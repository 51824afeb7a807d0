import { formatMoney } from '../../../../shared/money';
import { localizePath } from '../../../../shared/locale';
import { useLocale, useT } from '../../../i18n';
import { lineTotal } from '../../basket/basket-math';
import type { Basket } from '../../basket/hooks/use-basket';
import { BasketControl } from '../../basket/components/basket-control';
import { LineChoices } from '../../../components/line-choices';

/**
 * The basket of the HTML path on the checkout page (docs/decisions/014-html-ordering-path.md): its
 * lines at the server's prices, each with the card's stepper and a remove button, all of them forms
 * the server answers by sending the shopper back here. They stand before the order form, not in it:
 * forms do not nest.
 */
export function HtmlBasketLines({ basket }: { basket: Basket }) {
  const t = useT();
  const locale = useLocale();
  const tmt = (minor: number) => `${formatMoney(minor)} ${t('tmt')}`;
  return (
    <section className="checkout-summary html-basket" aria-labelledby="html-basket-title">
      <h2 id="html-basket-title">{t('checkout.your_basket')}</h2>
      <ul className="order-lines">
        {basket.lines.map((line) => {
          const name = line.product[`name_${locale}`];
          return (
            <li key={line.key}>
              <span>
                {name}
                <LineChoices choices={line.choices} locale={locale} />
              </span>
              <span>{t('checkout.quantity', { quantity: line.quantity, price: formatMoney(line.unitPrice) })}</span>
              <strong>{tmt(lineTotal(line))}</strong>
              <div className="html-basket__controls">
                {/* a line with choices: removed here, chosen again on its dish's page (the stepper is the dish alone's) */}
                {line.selection.length ? null : <BasketControl product={line.product} name={name} />}
                <form method="post" action={localizePath('/basket/lines', locale)} className="basket-form">
                  <input type="hidden" name="product_id" value={line.product.id} />
                  {line.selection.map((id) => (
                    <input key={id} type="hidden" name="choices" value={id} />
                  ))}
                  <input type="hidden" name="quantity" value="0" />
                  <input type="hidden" name="return_to" value={localizePath('/checkout', locale)} />
                  <button type="submit" className="form-button form-button--link" aria-label={t('checkout.remove_line', { name })}>
                    {t('checkout.remove')}
                  </button>
                </form>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
