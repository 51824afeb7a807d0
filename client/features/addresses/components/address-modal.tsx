import { useState } from 'react';
import type { Address } from '../../../../shared/api/types';
import { useUser } from '../../../session/use-user';
import { AddressForm } from './address-form';
import { AddressList } from './address-list';
import { DeleteConfirm } from './delete-confirm';

type View = { name: 'list' } | { name: 'form'; address?: Address } | { name: 'confirm'; address: Address };

interface Props {
  close(): void;
  /** 'form' opens straight at the form (e.g. "add an address" at checkout) */
  mode?: 'list' | 'form';
  /** with mode 'form': the address to edit */
  addressId?: number;
}

/** Address modal (spec §4): list ⇄ form (add, edit; saved → list), list ⇄ delete confirmation. */
export default function AddressModal({ mode = 'list', addressId }: Props) {
  const { user } = useUser();
  const addresses = user?.address ?? [];
  const [view, setView] = useState<View>(() =>
    mode === 'form' ? { name: 'form', address: addresses.find((a) => a.id === addressId) } : { name: 'list' },
  );
  const toList = () => setView({ name: 'list' });

  if (view.name === 'form') return <AddressForm address={view.address} onDone={toList} />;
  if (view.name === 'confirm') return <DeleteConfirm address={view.address} onDone={toList} />;
  return (
    <AddressList
      addresses={addresses}
      onAdd={() => setView({ name: 'form' })}
      onEdit={(address) => setView({ name: 'form', address })}
      onDelete={(address) => setView({ name: 'confirm', address })}
    />
  );
}
