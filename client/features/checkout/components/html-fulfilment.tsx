import { waysOffered, type Fulfilment, type ShopFulfilment } from '../../../../shared/pickup';
import { useLocale, useT } from '../../../i18n';

/** The ways the HTML form offers: those the owner has on, or both where the page was rendered without the order service. */
export const htmlWays = (offer: ShopFulfilment | undefined): Fulfilment[] => (offer ? waysOffered(offer) : ['delivery', 'pickup']);

/** The way the form sends: the one sent before (after a refusal) while it is on offer, else the first offered. */
export function htmlWay(offer: ShopFulfilment | undefined, sent: string | undefined): Fulfilment {
  const ways = htmlWays(offer);
  return sent === 'pickup' && ways.includes('pickup') ? 'pickup' : ways[0];
}

/**
 * Delivery or pickup in the HTML checkout: the ways on offer as radios. One alone is no choice: it goes
 * as a hidden field, and pickup says so with the restaurant's address (delivery alone is the address
 * section below, as the scripted form shows it).
 */
export function HtmlFulfilment({ offer, way, error }: { offer: ShopFulfilment | undefined; way: Fulfilment; error?: string }) {
  const t = useT();
  const locale = useLocale();
  const ways = htmlWays(offer);
  const alert = error ? <p className="form-error">{error}</p> : null;
  if (ways.length === 1 && way === 'delivery') return <input type="hidden" name="fulfilment" value="delivery" />;
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.fulfilment')}</legend>
      {ways.length > 1 ? (
        ways.map((w) => (
          <label key={w} className="checkout-choice">
            <input type="radio" name="fulfilment" value={w} defaultChecked={way === w} />
            <span>{t(`checkout.${w}`)}</span>
          </label>
        ))
      ) : (
        <>
          <input type="hidden" name="fulfilment" value="pickup" />
          <p>{t('checkout.delivery_off')}</p>
          {offer?.pickup ? <p>{t('checkout.pickup_at', { address: offer.pickup.address[locale] })}</p> : null}
        </>
      )}
      {alert}
    </fieldset>
  );
}
