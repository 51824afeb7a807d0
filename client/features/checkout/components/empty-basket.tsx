import { LocalizedLink } from '../../../components/link';
import { useT } from '../../../i18n';

export function EmptyBasket() {
  const t = useT();
  return (
    <section className="checkout-empty">
      <h1>{t('checkout.empty_title')}</h1>
      <p>{t('checkout.empty_text')}</p>
      <LocalizedLink className="form-button form-button--primary" to="/catalogue">
        {t('checkout.to_menu')}
      </LocalizedLink>
    </section>
  );
}
