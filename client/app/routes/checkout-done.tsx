import { useParams } from 'react-router';
import { Head } from '../../components/head';
import { useT } from '../../i18n';
import { PlacedConfirmation } from '../../features/checkout/components/placed-confirmation';

/**
 * /checkout/done/{token}: the confirmation the HTML path's checkout sends the shopper to once the order
 * is placed (docs/decisions/014-html-ordering-path.md), rendered by the server; an unknown token is a 404.
 */
export default function CheckoutDone() {
  const t = useT();
  const token = useParams().token ?? '';
  return (
    <main id="main" className="checkout-page">
      <Head title={t('checkout.done_title')} robots="noindex" />
      <PlacedConfirmation token={token} />
    </main>
  );
}
