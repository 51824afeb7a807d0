import type { Fulfilment } from '../../../../shared/order-status';
import { addressPoint } from '../../../../shared/zones';
import { FormField } from '../../../components/form/form-field';
import { useT } from '../../../i18n';
import { coordinate } from '../../addresses/address-rules';
import { LazyMap } from '../../addresses/components/lazy-map';

export interface AddressForm {
  address: string;
  apartment: string;
  entrance: string;
  floor: string;
  comment: string;
  /** the caller's place on the map: it picks the delivery zone (none: charged as the dearest zone) */
  latitude: string;
  longitude: string;
}

const FIELDS = ['address', 'apartment', 'entrance', 'floor', 'comment'] as const;

/** Delivery or pickup for the caller; a delivery's address fields and map point. */
export function PhoneOrderAddress({
  fulfilment,
  form,
  errors,
  onFulfilment,
  onChange,
}: {
  fulfilment: Fulfilment;
  form: AddressForm;
  errors: Record<string, string>;
  onFulfilment: (fulfilment: Fulfilment) => void;
  onChange: (change: Partial<AddressForm>) => void;
}) {
  const t = useT();
  return (
    <>
      <fieldset>
        <legend>{t('desk.phone_order.fulfilment')}</legend>
        {(['delivery', 'pickup'] as const).map((way) => (
          <label key={way}>
            <input type="radio" name="desk-fulfilment" checked={fulfilment === way} onChange={() => onFulfilment(way)} />{' '}
            {t(`desk.fulfilment.${way}`)}
          </label>
        ))}
        {errors.fulfilment ? <p className="form-error">{errors.fulfilment}</p> : null}
      </fieldset>
      {fulfilment === 'delivery' ? (
        <>
          {FIELDS.map((field) => (
            <FormField
              key={field}
              label={t(`desk.phone_order.${field}`)}
              value={form[field]}
              onChange={(e) => onChange({ [field]: e.target.value })}
              error={errors[field]}
            />
          ))}
          <LazyMap
            point={addressPoint(form.latitude, form.longitude)}
            onPick={(p) => onChange({ latitude: coordinate(p.lat), longitude: coordinate(p.lng) })}
          />
          {form.latitude ? <p aria-live="polite">{t('address.point', { lat: form.latitude, lng: form.longitude })}</p> : null}
        </>
      ) : null}
    </>
  );
}
