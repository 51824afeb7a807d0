import { Head } from '../../components/head';
import { useT } from '../../i18n';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';

/**
 * /checkout: the form for guests and customers; an empty basket gets a way back to the menu.
 * noindex (and Disallow in robots.txt): a form is no answer to anyone's search; the Lighthouse bench
 * leaves this page's SEO score out rather than open the page to crawlers (issue 38 item 20).
 */
export default function Checkout() {
  const t = useT();
  return (
    <main id="main" className="checkout-page">
      <Head title={t('checkout.title')} description={t('checkout.description')} robots="noindex" />
      <CheckoutPage />
    </main>
  );
}
