import { useParams } from 'react-router';
import { Head } from '../../components/head';
import { useT } from '../../i18n';
import { useUser } from '../../session/use-user';
import { OrderDetail } from '../../features/orders/components/order-detail';
import { SignInPrompt } from '../../features/orders/components/sign-in-prompt';

/** /orders/{id}: the loader already turned another customer's order into a 404. */
export default function OrderPage() {
  const t = useT();
  const { isSignedIn } = useUser();
  const id = Number(useParams().id);
  return (
    <main id="main" className="orders-page">
      <Head title={t('orders.title')} robots="noindex" />
      {isSignedIn ? <OrderDetail id={id} /> : <SignInPrompt />}
    </main>
  );
}
