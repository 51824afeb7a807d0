import { Head } from '../../components/head';
import { useT } from '../../i18n';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';

/** /checkout: the form for guests and customers; an empty basket gets a way back to the menu. */
export default function Checkout() {
  const t = useT();
  return (
    <main id="main" className="checkout-page">
      <Head title={t('checkout.title')} description={t('checkout.description')} robots="noindex" />
      <CheckoutPage />
    </main>
  );
}
