// the address map's look, as the storefront has it (the desk does not load the storefront's stylesheet)
import '../../addresses/addresses.css';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Product } from '../../../../shared/api/types';
import { useApi } from '../../../app-context';
import { FormField } from '../../../components/form/form-field';
import { PhoneField } from '../../../components/form/phone-field';
import { isCompletePhone, phoneForApi } from '../../../components/form/phone';
import { productText } from '../../../components/product-text';
import { useLocale, useT } from '../../../i18n';
import { errorText, fieldErrors } from '../../../session/error-text';
import { productsQuery } from '../../catalogue/api/products';
import { useIdempotencyKey } from '../../checkout/hooks/use-idempotency-key';
import type { PhoneOrderBody } from '../../../../shared/api/desk';
import { usePlacePhoneOrder } from '../api/phone-order';
import { coordinate } from '../../addresses/address-rules';
import { LazyMap } from '../../addresses/components/lazy-map';
import { addressPoint } from '../../../../shared/zones';
import { MAX_LINE_QUANTITY } from '../../../../shared/basket-line';
import { PhoneOrderWhen, type When } from './phone-order-when';

interface Line {
  product: Product;
  quantity: number;
}

const emptyForm = {
  name: '',
  phone: '',
  address: '',
  apartment: '',
  entrance: '',
  floor: '',
  comment: '',
  /** the caller's place on the map: it picks the delivery zone (none: charged as the dearest zone) */
  latitude: '',
  longitude: '',
  payment_method: 'cash' as 'cash' | 'card',
  when: 'asap' as When,
  slot: '',
  note: '',
};

/** Staff enter an order taken by phone: dishes from the catalogue, the caller's details, the same order rules. */
export function DeskPhoneOrder({ now = () => new Date() }: { now?: () => Date }) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const [search, setSearch] = useState('');
  const found = useQuery({ ...productsQuery(api, { search }), enabled: search.trim().length > 0 });
  const [lines, setLines] = useState<Line[]>([]);
  const [form, setForm] = useState(emptyForm);
  const [placed, setPlaced] = useState<string | null>(null);
  const place = usePlacePhoneOrder();
  const { keyFor, forget } = useIdempotencyKey();
  const errors = fieldErrors(place.error, t);
  const set = <K extends keyof typeof emptyForm>(key: K, value: (typeof emptyForm)[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setPlaced(null);
  };

  const addDish = (product: Product) =>
    setLines((ls) =>
      ls.some((l) => l.product.id === product.id)
        ? ls.map((l) => (l.product.id === product.id ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + 1) } : l))
        : [...ls, { product, quantity: 1 }],
    );
  const setQuantity = (id: number, quantity: number) =>
    setLines((ls) =>
      ls.map((l) => (l.product.id === id ? { ...l, quantity: Math.max(1, Math.min(MAX_LINE_QUANTITY, quantity || 1)) } : l)),
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (lines.length === 0) return;
    const body: PhoneOrderBody = {
      name: form.name.trim(),
      phone: isCompletePhone(form.phone) ? phoneForApi(form.phone) : form.phone.replace(/^\+993/, ''),
      items: lines.map((l) => ({ product_id: l.product.id, quantity: l.quantity })),
      address: form.address.trim(),
      apartment: form.apartment.trim(),
      entrance: form.entrance.trim(),
      floor: form.floor.trim(),
      comment: form.comment.trim(),
      latitude: form.latitude,
      longitude: form.longitude,
      payment_method: form.payment_method,
      delivery_time: form.when === 'asap' ? 'asap' : form.slot,
      note: form.note.trim(),
    };
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
        <fieldset>
          <legend>{t('desk.phone_order.dishes')}</legend>
          <FormField label={t('desk.phone_order.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          {found.data ? (
            <ul className="desk-found" aria-label={t('desk.phone_order.found')}>
              {found.data.data.map((product) => (
                <li key={product.id}>
                  <button type="button" className="desk-link" onClick={() => addDish(product)}>
                    {t('desk.phone_order.add', { name: productText(product, locale).name })}
                  </button>{' '}
                  {t('desk.today.money', { amount: product.price })}
                </li>
              ))}
            </ul>
          ) : null}
          {lines.length > 0 ? (
            <ul className="desk-phone-lines" aria-label={t('desk.phone_order.lines')}>
              {lines.map((line) => {
                const name = productText(line.product, locale).name;
                return (
                  <li key={line.product.id}>
                    <label>
                      {name}{' '}
                      <input
                        type="number"
                        min={1}
                        max={MAX_LINE_QUANTITY}
                        value={line.quantity}
                        aria-label={t('desk.phone_order.quantity_of', { name })}
                        onChange={(e) => setQuantity(line.product.id, Number(e.target.value))}
                      />
                    </label>{' '}
                    <button
                      type="button"
                      className="desk-link"
                      onClick={() => setLines((ls) => ls.filter((l) => l.product.id !== line.product.id))}
                    >
                      {t('desk.phone_order.remove', { name })}
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p>{t('desk.phone_order.no_dishes')}</p>
          )}
          {errors.items ? <p className="form-error">{errors.items}</p> : null}
        </fieldset>
        <FormField label={t('desk.phone_order.name')} value={form.name} onChange={(e) => set('name', e.target.value)} error={errors.name} />
        <PhoneField label={t('desk.phone_order.phone')} value={form.phone} onChange={(value) => set('phone', value)} error={errors.phone} />
        <FormField
          label={t('desk.phone_order.address')}
          value={form.address}
          onChange={(e) => set('address', e.target.value)}
          error={errors.address}
        />
        <FormField
          label={t('desk.phone_order.apartment')}
          value={form.apartment}
          onChange={(e) => set('apartment', e.target.value)}
          error={errors.apartment}
        />
        <FormField
          label={t('desk.phone_order.entrance')}
          value={form.entrance}
          onChange={(e) => set('entrance', e.target.value)}
          error={errors.entrance}
        />
        <FormField
          label={t('desk.phone_order.floor')}
          value={form.floor}
          onChange={(e) => set('floor', e.target.value)}
          error={errors.floor}
        />
        <FormField
          label={t('desk.phone_order.comment')}
          value={form.comment}
          onChange={(e) => set('comment', e.target.value)}
          error={errors.comment}
        />
        <LazyMap
          point={addressPoint(form.latitude, form.longitude)}
          onPick={(p) => {
            setForm((f) => ({ ...f, latitude: coordinate(p.lat), longitude: coordinate(p.lng) }));
            setPlaced(null);
          }}
        />
        {form.latitude ? <p aria-live="polite">{t('address.point', { lat: form.latitude, lng: form.longitude })}</p> : null}
        <PhoneOrderWhen
          when={form.when}
          slot={form.slot}
          error={errors.delivery_time}
          now={now}
          onWhen={(when) => set('when', when)}
          onSlot={(slot) => set('slot', slot)}
        />
        <fieldset>
          <legend>{t('desk.phone_order.payment')}</legend>
          {(['cash', 'card'] as const).map((method) => (
            <label key={method}>
              <input
                type="radio"
                name="desk-payment"
                checked={form.payment_method === method}
                onChange={() => set('payment_method', method)}
              />{' '}
              {t(`desk.payment.${method}`)}
            </label>
          ))}
        </fieldset>
        <FormField
          label={t('desk.phone_order.note')}
          multiline
          value={form.note}
          onChange={(e) => set('note', e.target.value)}
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
