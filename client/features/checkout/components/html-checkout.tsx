import { useEffect, useRef } from 'react';
import type { HtmlCheckoutState } from '../../../../shared/html-checkout';
import { localizePath } from '../../../../shared/locale';
import { formatMoney } from '../../../../shared/money';
import { usePublicConfig } from '../../../app-context';
import { useLocale, useT, type Translate } from '../../../i18n';
import { FormField } from '../../../components/form/form-field';
import { PHONE_PREFIX } from '../../../components/form/phone';
import { fieldErrorText } from '../../../session/error-text';
import type { Basket } from '../../basket/hooks/use-basket';
import { useDeliveryQuote } from '../../delivery-zones/hooks/use-delivery-quote';
import { checkoutTotals } from '../checkout-rules';
import { deliverySlots } from '../delivery-slots';
import { keepTypedBeforeScripts } from '../typed-before-scripts';
import { HtmlBasketLines } from './html-basket-lines';
import { HtmlFulfilment, htmlWay } from './html-fulfilment';

/**
 * The guest checkout as HTML (docs/decisions/014-html-ordering-path.md): rendered by the server with the
 * HTML path's basket and posted to it (server/api/orders/checkout-form.ts), which judges it by the JSON
 * checkout's rules and, on a refusal, renders it again with what was sent and why, by each field. It is
 * the page until the scripts take over (checkout-page.tsx): what was typed meanwhile goes on into the
 * scripted form (typed-before-scripts.ts). No map without scripts: the typed address is the address.
 */
export function HtmlCheckout({ state, basket }: { state: HtmlCheckoutState; basket: Basket }) {
  const t = useT();
  const locale = useLocale();
  const { hours } = usePublicConfig();
  const form = useRef<HTMLFormElement>(null);
  // what was typed before the scripts came, and after until the scripted form takes over
  useEffect(() => keepTypedBeforeScripts(form.current), []);
  const { values, fields } = state;
  // only the ways the owner has on (the server refuses another); pickup alone asks no address and costs no fee
  const way = htmlWay(state.offer, values.fulfilment);
  const pickupOnly = way === 'pickup' && state.offer?.delivery === false;
  const quote = useDeliveryQuote(null, basket.total);
  const totals = checkoutTotals(basket.total, pickupOnly ? 0 : quote.fee, 0);
  const tmt = (minor: number) => `${formatMoney(minor)} ${t('tmt')}`;
  const error = (field: string) => {
    const code = fields[field];
    if (!code) return undefined;
    if (field === 'change_from') return t('checkout.change_from_invalid', { total: formatMoney(totals.total) });
    return fieldErrorText(field, code, t);
  };
  const field = (name: keyof typeof values, label: string, extra: { multiline?: boolean; autoComplete?: string } = {}) => (
    <FormField label={label} name={name} defaultValue={values[name] ?? ''} error={error(name)} {...extra} />
  );
  const slots = deliverySlots(new Date(state.renderedAt), hours);
  const when = values.delivery_time ?? 'asap';
  const payment = values.payment_method === 'card' ? 'card' : 'cash';

  return (
    <>
      <p className="needs-js">{t('checkout.sign_in_needs_js')}</p>
      <HtmlBasketLines basket={basket} />
      <form
        ref={form}
        method="post"
        action={localizePath('/checkout', locale)}
        className="checkout"
        noValidate
        onChange={() => keepTypedBeforeScripts(form.current)}
      >
        <input type="hidden" name="token" value={state.token} />
        <div className="checkout__fields">
          {state.message ? <Refusal message={state.message} t={t} /> : null}
          <fieldset className="checkout-section">
            <legend>{t('checkout.contact')}</legend>
            {field('name', t('checkout.name'), { autoComplete: 'name' })}
            <FormField
              label={t('checkout.phone')}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={`${PHONE_PREFIX}xxxxxxxx`}
              defaultValue={values.phone ?? PHONE_PREFIX}
              error={error('phone')}
            />
          </fieldset>
          <HtmlFulfilment offer={state.offer} way={way} error={error('fulfilment')} />
          {pickupOnly ? null : (
            <fieldset className="checkout-section">
              <legend>{t('checkout.delivery_address')}</legend>
              <p className="form-field__hint">{t('checkout.address_typed')}</p>
              {field('address', t('address.address'), { autoComplete: 'address-line1' })}
              <div className="form-row">
                {field('apartment', t('address.apartment'))}
                {field('entrance', t('address.entrance'))}
                {field('floor', t('address.floor'))}
              </div>
              {field('comment', t('address.comment'), { multiline: true })}
            </fieldset>
          )}
          <fieldset className="checkout-section">
            <legend>{t(pickupOnly ? 'checkout.pickup_time' : 'checkout.delivery_time')}</legend>
            <div className="form-field">
              <label htmlFor="html-checkout-time">{t('checkout.time_slot')}</label>
              <select
                id="html-checkout-time"
                name="delivery_time"
                className={`form-field__input${fields.delivery_time ? ' field-invalid' : ''}`}
                defaultValue={when}
                aria-invalid={!!fields.delivery_time || undefined}
              >
                <option value="asap">{t('checkout.asap')}</option>
                {slots.map((s) => (
                  <option key={s.value} value={s.value}>
                    {t('checkout.slot', { day: t(`checkout.${s.day}`), time: s.time })}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
          <fieldset className="checkout-section">
            <legend>{t(pickupOnly ? 'checkout.payment_pickup' : 'checkout.payment')}</legend>
            {(['cash', 'card'] as const).map((method) => (
              <label key={method} className="checkout-choice">
                <input type="radio" name="payment_method" value={method} defaultChecked={payment === method} />
                <span>{t(`checkout.${method}`)}</span>
              </label>
            ))}
            <FormField
              label={t('checkout.change_from')}
              name="change_from"
              inputMode="decimal"
              placeholder="200.00"
              defaultValue={values.change_from ?? ''}
              error={error('change_from')}
              hint={t('checkout.change_from_hint')}
            />
          </fieldset>
          {field('note', t('checkout.note'), { multiline: true })}
        </div>
        <div className="checkout__aside">
          <dl className="order-totals">
            <dt>{t('checkout.subtotal')}</dt>
            <dd>{tmt(totals.subtotal)}</dd>
            <dt>{t('checkout.delivery_fee')}</dt>
            <dd>{tmt(totals.deliveryFee)}</dd>
            <dt>{t('checkout.total')}</dt>
            <dd>
              <strong>{tmt(totals.total)}</strong>
            </dd>
          </dl>
          <button type="submit" className="form-button form-button--primary">
            {t('checkout.submit')}
          </button>
        </div>
      </form>
    </>
  );
}

function Refusal({ message, t }: { message: string; t: Translate }) {
  return (
    <div className="checkout__failure" role="alert">
      <p>{t('checkout.html_refused')}</p>
      <p>{message}</p>
    </div>
  );
}

/** A refusal of the HTML checkout as the scripted form says it: the message, and each field's reason in words. */
export interface HtmlRefusal {
  message?: string;
  fields: Record<string, string>;
}

export function refusalOf(state: HtmlCheckoutState, t: Translate): HtmlRefusal {
  const fields = Object.fromEntries(Object.entries(state.fields).map(([field, code]) => [field, fieldErrorText(field, code, t)]));
  return { message: state.message, fields };
}
