import { forwardRef, useState } from 'react';
import { formatMoney } from '../../../../shared/money';
import { readyBy, waysOffered } from '../../../../shared/pickup';
import { useT } from '../../../i18n';
import type { FulfilmentState } from '../hooks/use-fulfilment';
import type { PickupQuote } from '../fulfilment-choice';

/**
 * Delivery or pickup, as radios, when the shop offers both. One alone is no choice: pickup alone says
 * so (delivery alone shows nothing new: the address section is the way). The HTML checkout's form
 * does the same (checkout/components/html-fulfilment.tsx).
 */
export function FulfilmentChoice({ state, name }: { state: FulfilmentState; name: string }) {
  const t = useT();
  const { offer, fulfilment, choose } = state;
  if (!offer) return null;
  const ways = waysOffered(offer);
  if (ways.length === 1 && ways[0] === 'delivery') return null;
  return (
    <fieldset className="checkout-section fulfilment-choice">
      <legend>{t('checkout.fulfilment')}</legend>
      {ways.length > 1 ? (
        ways.map((way) => (
          <label key={way} className="checkout-choice">
            <input type="radio" name={name} checked={fulfilment === way} onChange={() => choose(way)} />
            <span>{t(`checkout.${way}`)}</span>
          </label>
        ))
      ) : (
        <p>{t('checkout.delivery_off')}</p>
      )}
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
