import { useT } from '../../../i18n';
import { formatMoney } from '../../../../shared/money';

/**
 * "Place the order" with the total it places (minor units). On a phone it stays in view at the foot of
 * the screen all the way down the form (checkout.css, issue 38 item 14), not at the end of a long page.
 */
export function SubmitOrder({ sending, total }: { sending: boolean; total: number }) {
  const t = useT();
  return (
    <button type="submit" className="form-button form-button--primary checkout__submit" disabled={sending} aria-busy={sending || undefined}>
      <span>{sending ? t('checkout.sending') : t('checkout.submit')}</span>
      {/* seen beside the words; its name stays "Place the order" (the summary above says the total aloud) */}
      <span className="checkout__submit-total" aria-hidden="true">
        {formatMoney(total)} {t('tmt')}
      </span>
    </button>
  );
}
