import { useState, type FormEvent } from 'react';
import type { Address } from '../../../../shared/api/types';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { useUpsertAddress } from '../api/upsert-address';
import { canSaveAddress, emptyAddress, valuesOf, type AddressValues } from '../address-rules';
import { AddressFields } from './address-fields';

/** Add or edit an address; a successful save reloads the user and goes back (spec §4). */
export function AddressForm({ address, onDone }: { address?: Address; onDone(): void }) {
  const t = useT();
  const { mutateAsync: upsertAddress } = useUpsertAddress();
  const [values, setValues] = useState<AddressValues>(address ? valuesOf(address) : emptyAddress);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!canSaveAddress(values, saving)) return;
    setSaving(true);
    try {
      await upsertAddress({ values, id: address?.id });
      onDone();
    } catch (err) {
      setError(errorText(err, t));
      setSaving(false);
    }
  };

  return (
    <form className="address-form" onSubmit={save} noValidate>
      <h3 className="address-modal__heading">{t(address ? 'address.form_edit' : 'address.form_new')}</h3>
      <AddressFields
        values={values}
        touched={touched}
        onTouch={() => setTouched(true)}
        onChange={(next) => {
          setValues(next);
          setError(''); // editing any field clears the message (spec §5)
        }}
      />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="button" className="form-button" onClick={onDone}>
          {t('address.cancel')}
        </button>
        <button
          type="submit"
          className="form-button form-button--primary"
          disabled={!canSaveAddress(values, saving)}
          aria-busy={saving || undefined}
        >
          {t('address.save')}
        </button>
      </div>
    </form>
  );
}
