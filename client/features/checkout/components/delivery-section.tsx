import { useState } from 'react';
import { usePublicConfig } from '../../../app-context';
import { useT } from '../../../i18n';
import { FormField } from '../../../components/form/form-field';
import { deliverySlots } from '../delivery-slots';
import type { SectionProps } from './section-props';

/** When (as soon as possible, or a slot within working hours), how to pay the courier, a note. */
export function DeliverySection({ values, set, shows }: SectionProps) {
  const t = useT();
  const { hours } = usePublicConfig();
  // computed once on mount: the list must not change under the shopper's cursor (nor differ during hydration)
  const [slots] = useState(() => deliverySlots(new Date(), hours));

  return (
    <>
      <fieldset className="checkout-section">
        <legend>{t('checkout.delivery_time')}</legend>
        <label className="checkout-choice">
          <input type="radio" name="when" checked={values.when === 'asap'} onChange={() => set({ when: 'asap' })} />
          <span>{t('checkout.asap')}</span>
        </label>
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
            <div className="form-field__hint">{t('checkout.hours', hours)}</div>
          </div>
        ) : null}
      </fieldset>
      <fieldset className="checkout-section">
        <legend>{t('checkout.payment')}</legend>
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
