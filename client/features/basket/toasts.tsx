import { ApiError } from '../../../shared/api/client';
import { notify } from '../../components/notify';
import type { Translate } from '../../i18n';

// Spec §8: a titled notice; success says what happened, failure says 'some_error_occured' for 3 s.
function Notice({ title, text }: { title: string; text: string }) {
  return (
    <span className="notice">
      <strong className="notice__title">{title}</strong>
      <br />
      <span className="notice__text">{text}</span>
    </span>
  );
}

export function basketChanged(t: Translate, productId: number, change: 'added' | 'removed') {
  const text = change === 'added' ? 'product_successfully_added_to_basket' : 'product_successfully_removed_from_basket';
  // one toast per dish: tapping + five times updates it instead of stacking five
  notify.success(<Notice title={t('successfully')} text={t(text)} />, { id: `basket-${productId}` });
}

/** A dish the shop refuses (sold out meanwhile) is named in the server's words; anything else is the spec's generic text. */
export function basketFailed(t: Translate, err?: unknown) {
  const refused = err instanceof ApiError && err.code === 'product_unavailable' && err.message ? err.message : null;
  notify.error(<Notice title={t('error')} text={refused ?? t('some_error_occured')} />, { id: 'basket-error', duration: 3000 });
}
