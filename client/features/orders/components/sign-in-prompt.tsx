import { useModals } from '../../../components/modal/modal-store';
import { useT } from '../../../i18n';

/** What a guest sees on /orders and /orders/{id}: not an error, an invitation to sign in. */
export function SignInPrompt() {
  const t = useT();
  const { open } = useModals();
  return (
    <section className="orders-prompt" aria-labelledby="orders-prompt-title">
      <h1 id="orders-prompt-title">{t('orders.sign_in_title')}</h1>
      <p>{t('orders.sign_in_text')}</p>
      <button type="button" className="form-button form-button--primary" onClick={() => open('auth')}>
        {t('orders.sign_in')}
      </button>
    </section>
  );
}
