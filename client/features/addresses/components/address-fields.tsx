import { useT } from '../../../i18n';
import { FormField } from '../../../components/form/form-field';
import { addressInvalid, coordinate, type AddressField, type AddressValues } from '../address-rules';
import { LazyMap } from './lazy-map';

interface Props {
  values: AddressValues;
  onChange(values: AddressValues): void;
  /** the address turns red only once touched (spec §5) */
  touched: boolean;
  onTouch(): void;
}

/** The address form's fields and its map, used by the address modal and the guest checkout. */
export function AddressFields({ values, onChange, touched, onTouch }: Props) {
  const t = useT();
  const set = (field: AddressField) => (e: { target: { value: string } }) => {
    if (field === 'address') onTouch();
    onChange({ ...values, [field]: e.target.value });
  };
  const lat = Number(values.latitude);
  const lng = Number(values.longitude);
  const point = values.latitude && values.longitude && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
  const invalid = touched && addressInvalid(values);

  return (
    <div className="address-fields">
      <FormField
        label={t('address.address')}
        value={values.address}
        onChange={set('address')}
        onBlur={onTouch}
        required
        invalid={invalid}
        autoComplete="street-address"
        hint={invalid ? <span className="form-error">{t('address.required')}</span> : null}
      />
      <div className="form-row">
        <FormField label={t('address.apartment')} value={values.apartment} onChange={set('apartment')} />
        <FormField label={t('address.entrance')} value={values.entrance} onChange={set('entrance')} />
        <FormField label={t('address.floor')} value={values.floor} onChange={set('floor')} />
      </div>
      <FormField label={t('address.comment')} value={values.comment} onChange={set('comment')} multiline />
      <LazyMap point={point} onPick={(p) => onChange({ ...values, latitude: coordinate(p.lat), longitude: coordinate(p.lng) })} />
      {point ? (
        <p className="address-fields__point" aria-live="polite">
          {t('address.point', { lat: coordinate(lat), lng: coordinate(lng) })}
        </p>
      ) : null}
    </div>
  );
}
