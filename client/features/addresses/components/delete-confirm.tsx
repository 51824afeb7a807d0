import { useState } from 'react';
import type { Address } from '../../../../shared/api/types';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { useRemoveAddress } from '../api/remove-address';

/** Confirming deletes and returns to the list; cancelling returns to the list (spec §4). */
export function DeleteConfirm({ address, onDone }: { address: Address; onDone(): void }) {
  const t = useT();
  const { mutateAsync: removeAddress } = useRemoveAddress();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const confirm = async () => {
    setBusy(true);
    try {
      await removeAddress(address.id);
      onDone();
    } catch (err) {
      setError(errorText(err, t));
      setBusy(false);
    }
  };

  return (
    <div className="address-confirm">
      <p id="address-delete-question">{t('address.confirm_delete', { address: address.address })}</p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions" role="group" aria-labelledby="address-delete-question">
        <button type="button" className="form-button form-button--danger" onClick={confirm} disabled={busy}>
          {t('address.delete')}
        </button>
        <button type="button" className="form-button" onClick={onDone} disabled={busy}>
          {t('address.cancel')}
        </button>
      </div>
    </div>
  );
}
