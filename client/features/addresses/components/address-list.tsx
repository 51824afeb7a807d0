import type { Address } from '../../../../shared/api/types';
import { useT } from '../../../i18n';

interface Props {
  addresses: Address[];
  onAdd(): void;
  onEdit(address: Address): void;
  onDelete(address: Address): void;
}

/** Saved addresses, each with edit and delete, and an add link (spec "Address modal"). */
export function AddressList({ addresses, onAdd, onEdit, onDelete }: Props) {
  const t = useT();
  return (
    <div className="address-list">
      {addresses.length === 0 ? (
        <p>{t('address.empty')}</p>
      ) : (
        <ul>
          {addresses.map((a) => (
            <li key={a.id} className="address-list__item">
              <span className="address-list__text">{a.address}</span>
              <button
                type="button"
                className="form-button"
                aria-label={t('address.edit_label', { address: a.address })}
                onClick={() => onEdit(a)}
              >
                {t('address.edit')}
              </button>
              <button
                type="button"
                className="form-button"
                aria-label={t('address.delete_label', { address: a.address })}
                onClick={() => onDelete(a)}
              >
                {t('address.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="form-button form-button--link" onClick={onAdd}>
        + {t('address.add')}
      </button>
    </div>
  );
}
