// the address map's look, as the storefront has it (the desk does not load the storefront's stylesheet)
import '../../addresses/addresses.css';
import { useState, type FormEvent } from 'react';
import type { Fulfilment } from '../../../../shared/order-status';
import { FormField } from '../../../components/form/form-field';
import { PhoneField } from '../../../components/form/phone-field';
import { isCompletePhone, phoneForApi } from '../../../components/form/phone';
import { useT } from '../../../i18n';
import { errorText, fieldErrors } from '../../../session/error-text';
import { useIdempotencyKey } from '../../checkout/hooks/use-idempotency-key';
import type { PhoneOrderBody } from '../../../../shared/api/desk';
import { usePlacePhoneOrder } from '../api/phone-order';
import { PhoneOrderWhen, type When } from './phone-order-when';
import { PhoneOrderDishes, type Line } from './phone-order-dishes';
import { PhoneOrderAddress, type AddressForm } from './phone-order-address';

const emptyForm = {
  name: '',
  phone: '',
  fulfilment: 'delivery' as Fulfilment,
  address: '',
  apartment: '',
  entrance: '',
  floor: '',
  comment: '',
  latitude: '',
  longitude: '',
  payment_method: 'cash' as 'cash' | 'card',
  when: 'asap' as When,
  slot: '',
  note: '',
};
type Form = typeof emptyForm;

/** What the form sends: a pickup order has no address (the server ignores one, and charges no delivery). */
function bodyOf(form: Form, lines: Line[]): PhoneOrderBody {
  const delivery = form.fulfilment === 'delivery';
  const text = (value: string) => (delivery ? value.trim() : '');
  return {
    name: form.name.trim(),
    phone: isCompletePhone(form.phone) ? phoneForApi(form.phone) : form.phone.replace(/^\+993/, ''),
    items: lines.map((l) => ({ product_id: l.product.id, quantity: l.quantity })),
    fulfilment: form.fulfilment,
    address: text(form.address),
    apartment: text(form.apartment),
    entrance: text(form.entrance),
    floor: text(form.floor),
    comment: text(form.comment),
    latitude: delivery ? form.latitude : '',
    longitude: delivery ? form.longitude : '',
    payment_method: form.payment_method,
    delivery_time: form.when === 'asap' ? 'asap' : form.slot,
    note: form.note.trim(),
  };
}

/** Staff enter an order taken by phone: dishes from the catalogue, the caller's details, the same order rules. */
export function DeskPhoneOrder({ now = () => new Date() }: { now?: () => Date }) {
  const t = useT();
  const [lines, setLines] = useState<Line[]>([]);
  const [form, setForm] = useState(emptyForm);
  const [placed, setPlaced] = useState<string | null>(null);
  const place = usePlacePhoneOrder();
  const { keyFor, forget } = useIdempotencyKey();
  const errors = fieldErrors(place.error, t);
  const change = (values: Partial<Form>) => {
    setForm((f) => ({ ...f, ...values }));
    setPlaced(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (lines.length === 0) return;
    const body = bodyOf(form, lines);
    place.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: (order) => {
          forget();
          setPlaced(order.number);
          setLines([]);
          setForm(emptyForm);
        },
      },
    );
  };

  const general = place.error && Object.keys(errors).length === 0 ? errorText(place.error, t) : null;

  return (
    <section className="desk-phone-order" aria-labelledby="desk-phone-title">
      <h2 id="desk-phone-title">{t('desk.phone_order.title')}</h2>
      {placed ? (
        <p role="status" className="desk-notice">
          {t('desk.phone_order.placed', { number: placed })}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate>
        <PhoneOrderDishes
          lines={lines}
          onLines={(changeLines) => {
            setLines(changeLines);
            setPlaced(null);
          }}
          error={errors.items}
        />
        <FormField
          label={t('desk.phone_order.name')}
          value={form.name}
          onChange={(e) => change({ name: e.target.value })}
          error={errors.name}
        />
        <PhoneField label={t('desk.phone_order.phone')} value={form.phone} onChange={(phone) => change({ phone })} error={errors.phone} />
        <PhoneOrderAddress
          fulfilment={form.fulfilment}
          form={form as AddressForm}
          errors={errors}
          onFulfilment={(fulfilment) => change({ fulfilment })}
          onChange={change}
        />
        <PhoneOrderWhen
          when={form.when}
          slot={form.slot}
          error={errors.delivery_time}
          now={now}
          onWhen={(when) => change({ when })}
          onSlot={(slot) => change({ slot })}
        />
        <fieldset>
          <legend>{t('desk.phone_order.payment')}</legend>
          {(['cash', 'card'] as const).map((method) => (
            <label key={method}>
              <input
                type="radio"
                name="desk-payment"
                checked={form.payment_method === method}
                onChange={() => change({ payment_method: method })}
              />{' '}
              {t(`desk.payment.${method}`)}
            </label>
          ))}
        </fieldset>
        <FormField
          label={t('desk.phone_order.note')}
          multiline
          value={form.note}
          onChange={(e) => change({ note: e.target.value })}
          error={errors.note}
        />
        <button type="submit" className="desk-button" disabled={place.isPending || lines.length === 0}>
          {t('desk.phone_order.submit')}
        </button>
        {general ? (
          <p role="alert" className="desk-error">
            {general}
          </p>
        ) : null}
      </form>
    </section>
  );
}
