import { forwardRef, useState } from 'react';
import { formatMoney } from '../../../../shared/money';
import { readyBy } from '../../../../shared/pickup';
import { useT } from '../../../i18n';
import type { FulfilmentState } from '../hooks/use-fulfilment';
import type { PickupQuote } from '../fulfilment-choice';

/**
 * Delivery or pickup, as radios, for a shop that offers pickup (a shop with delivery only shows
 * nothing new); a way the owner turned off is disabled and says so.
 */
export function FulfilmentChoice({ state, name }: { state: FulfilmentState; name: string }) {
  const t = useT();
  const { offer, fulfilment, choose } = state;
  if (!offer || (!offer.pickup && offer.delivery)) return null;
  return (
    <fieldset className="checkout-section fulfilment-choice">
      <legend>{t('checkout.fulfilment')}</legend>
      {(['delivery', 'pickup'] as const).map((way) => {
        const on = way === 'pickup' ? !!offer.pickup : offer.delivery;
        return (
          <label key={way} className="checkout-choice">
            <input type="radio" name={name} checked={fulfilment === way} disabled={!on} onChange={() => choose(way)} />
            <span>{t(`checkout.${way}`)}</span>
          </label>
        );
      })}
      {offer.delivery ? null : <p className="form-field__hint">{t('checkout.delivery_off')}</p>}
    </fieldset>
  );
}

/** Pickup's terms under the totals: where to collect it (with a map link), "ready by 19:40", the minimum. */
export const PickupTerms = forwardRef<HTMLDivElement, { quote: PickupQuote }>(function PickupTerms({ quote }, ref) {
  const t = useT();
  // shown only in the browser (the shop's status is read there): the time the page opened
  const [now] = useState(() => new Date());
  const tmt = (minor: number) => `${formatMoney(minor)} ${t('tmt')}`;
  return (
    <div className="delivery-terms" ref={ref} tabIndex={-1}>
      <div role="alert">
        {quote.missing > 0 ? (
          <p className="delivery-terms__refusal">
            {t('checkout.pickup_missing', { minimum: tmt(quote.minimum ?? 0), missing: tmt(quote.missing) })}
          </p>
        ) : null}
      </div>
      <ul className="delivery-terms__facts">
        <li>{t('checkout.pickup_at', { address: quote.address })}</li>
        {quote.map_url ? (
          <li>
            <a href={quote.map_url} target="_blank" rel="noopener noreferrer">
              {t('checkout.map_link')}
            </a>
          </li>
        ) : null}
        <li>{t('checkout.ready_by', { time: readyBy(now, quote.minutes) })}</li>
        {quote.minimum && quote.missing === 0 ? <li>{t('checkout.pickup_minimum', { minimum: tmt(quote.minimum) })}</li> : null}
      </ul>
    </div>
  );
});
