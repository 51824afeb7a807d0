import type { Address } from '../../../../shared/api/types';
import { useModals } from '../../../components/modal/modal-store';
import { useT } from '../../../i18n';
import { AddressFields } from '../../addresses/components/address-fields';
import type { SectionProps } from './section-props';

/** A guest types the address (or marks it on the map); a customer picks a saved one or adds one. */
export function AddressSection({ addresses, values, set, shows, touch }: SectionProps & { addresses: Address[] | null }) {
  const t = useT();
  const { open } = useModals();

  if (!addresses) {
    return (
      <fieldset className="checkout-section">
        <legend>{t('checkout.delivery_address')}</legend>
        <p className="form-field__hint">{t('checkout.map_or_type')}</p>
        <AddressFields
          values={values.address}
          onChange={(address) => set({ address })}
          touched={shows('address')}
          onTouch={() => touch('address')}
        />
      </fieldset>
    );
  }

  return (
    <fieldset className="checkout-section" aria-invalid={shows('address') || undefined}>
      <legend>{t('checkout.saved_addresses')}</legend>
      {addresses.length === 0 ? <p className={shows('address') ? 'form-error' : undefined}>{t('checkout.no_addresses')}</p> : null}
      {addresses.map((a) => (
        <label key={a.id} className="checkout-choice">
          <input
            type="radio"
            name="address_id"
            value={a.id}
            checked={values.addressId === a.id}
            onChange={() => set({ addressId: a.id })}
          />
          <span>{[a.address, a.apartment && `${t('address.apartment')} ${a.apartment}`].filter(Boolean).join(', ')}</span>
        </label>
      ))}
      <button type="button" className="form-button form-button--link" onClick={() => open('address', { mode: 'form' })}>
        + {t('checkout.add_address')}
      </button>
    </fieldset>
  );
}
