import { useEffect, useMemo, useState } from 'react';
import { usePublicConfig } from '../../../app-context';
import { useT } from '../../../i18n';
import { FormField } from '../../../components/form/form-field';
import { deliverySlots } from '../delivery-slots';
import type { SectionProps } from './section-props';
import type { Fulfilment } from '../../../../shared/order-status';
import { useShopStatus } from '../../shop-status/hooks/use-shop-status';
import { useWeekWords } from '../../shop-status/hooks/use-week-words';

/** When (as soon as possible, or a slot within working hours), how to pay the courier, a note. */
export function DeliverySection({ values, set, shows, fulfilment = 'delivery' }: SectionProps & { fulfilment?: Fulfilment }) {
  const pickup = fulfilment === 'pickup';
  const t = useT();
  const { hours } = usePublicConfig();
  const status = useShopStatus();
  const words = useWeekWords();
  // the time is taken once on mount and the list changes only when the shop's rules do (a pause, new
  // hours): not under the shopper's cursor every few seconds, nor during hydration
  const [now] = useState(() => new Date());
  const shopHours = status?.hours;
  const pause = status?.pause;
  const slots = useMemo(
    () =>
      deliverySlots(
        now,
        shopHours
          ? {
              hours: { week: shopHours.week, closures: shopHours.closures, lastOrderMinutes: shopHours.last_order_minutes },
              pause: pause ?? null,
            }
          : hours,
      ),
    [now, shopHours, pause, hours],
  );
  // closed or paused: no "as soon as possible" (the server refuses it too); a slot instead
  const asapOff = status !== undefined && status.state !== 'open';
  useEffect(() => {
    if (asapOff && values.when === 'asap') set({ when: 'at', slot: values.slot || slots[0]?.value || '' });
  }, [asapOff, values.when, values.slot, slots, set]);

  return (
    <>
      <fieldset className="checkout-section">
        <legend>{t(pickup ? 'checkout.pickup_time' : 'checkout.delivery_time')}</legend>
        <label className="checkout-choice">
          <input type="radio" name="when" checked={values.when === 'asap'} disabled={asapOff} onChange={() => set({ when: 'asap' })} />
          <span>{t('checkout.asap')}</span>
        </label>
        {asapOff ? <p className="form-field__hint">{t('shop_status.asap_off')}</p> : null}
        <label className="checkout-choice">
          <input
            type="radio"
            name="when"
            checked={values.when === 'at'}
            onChange={() => set({ when: 'at', slot: values.slot || slots[0]?.value || '' })}
          />
          <span>{t('checkout.at_time')}</span>
        </label>
        {values.when === 'at' ? (
          <div className="form-field">
            <label htmlFor="checkout-slot">{t('checkout.time_slot')}</label>
            <select
              id="checkout-slot"
              className={`form-field__input${shows('slot') ? ' field-invalid' : ''}`}
              value={values.slot}
              aria-invalid={shows('slot') || undefined}
              onChange={(e) => set({ slot: e.target.value })}
            >
              {slots.map((s) => (
                <option key={s.value} value={s.value}>
                  {t('checkout.slot', { day: t(`checkout.${s.day}`), time: s.time })}
                </option>
              ))}
            </select>
            {words ? <div className="form-field__hint">{t('shop_hours.deliver', { hours: words.week })}</div> : null}
          </div>
        ) : null}
      </fieldset>
      <fieldset className="checkout-section">
        <legend>{t(pickup ? 'checkout.payment_pickup' : 'checkout.payment')}</legend>
        {(['cash', 'card'] as const).map((method) => (
          <label key={method} className="checkout-choice">
            <input type="radio" name="payment" checked={values.payment === method} onChange={() => set({ payment: method })} />
            <span>{t(`checkout.${method}`)}</span>
          </label>
        ))}
      </fieldset>
      <FormField label={t('checkout.note')} multiline value={values.note} onChange={(e) => set({ note: e.target.value })} />
    </>
  );
}
