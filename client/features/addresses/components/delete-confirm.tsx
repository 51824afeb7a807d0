import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Address, User } from '../../../../shared/api/types';
import { useApi } from '../../../app-context';
import { useLocale, useT } from '../../../i18n';
import { userQuery } from '../../../session/user';
import { removeAddress } from '../api/address-writes';

/** Confirming deletes and returns to the list; cancelling returns to the list (spec §4). */
export function DeleteConfirm({ address, onDone }: { address: Address; onDone(): void }) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const confirm = async () => {
    setBusy(true);
    try {
      const { address: list } = await removeAddress(locale, address.id);
      const key = userQuery(api).queryKey;
      // the answer's list replaces the user's addresses at once; the refetch confirms it
      queryClient.setQueryData<User | null>(key, (user) => (user ? { ...user, address: list } : user));
      void queryClient.invalidateQueries({ queryKey: key });
      onDone();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('some_error_occured'));
      setBusy(false);
    }
  };

  return (
    <div className="address-confirm">
      <p id="address-delete-question">{t('address.confirm_delete', { address: address.address })}</p>
      {error ? <p className="form-error" role="alert">{error}</p> : null}
      <div className="form-actions" role="group" aria-labelledby="address-delete-question">
        <button type="button" className="form-button form-button--danger" onClick={confirm} disabled={busy}>{t('address.delete')}</button>
        <button type="button" className="form-button" onClick={onDone} disabled={busy}>{t('address.cancel')}</button>
      </div>
    </div>
  );
}
