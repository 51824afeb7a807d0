import { Head } from '../../components/head';
import { useT } from '../../i18n';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';

/**
 * /checkout: the form for guests and customers; an empty basket gets a way back to the menu.
 * Indexable (issue 13 asks Lighthouse's SEO 100 here too): what a crawler gets is the form's empty
 * page, with nothing of anyone's; the pages that do carry a shopper's data (orders, tracking) stay
 * noindex and out of robots.txt.
 */
export default function Checkout() {
  const t = useT();
  return (
    <main id="main" className="checkout-page">
      <Head title={t('checkout.title')} description={t('checkout.description')} />
      <CheckoutPage />
    </main>
  );
}
