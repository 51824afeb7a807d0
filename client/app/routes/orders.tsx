import { Head } from '../../components/head';
import { useT } from '../../i18n';
import { useUser } from '../../session/use-user';
import { OrderList } from '../../features/orders/components/order-list';
import { SignInPrompt } from '../../features/orders/components/sign-in-prompt';

/** /orders: rendered on the server from the session cookie; a guest gets the sign-in prompt. */
export default function OrdersPage() {
  const t = useT();
  const { isSignedIn } = useUser();
  return (
    <main id="main" className="orders-page">
      <Head title={t('orders.title')} robots="noindex" />
      {isSignedIn ? (
        <>
          <h1>{t('orders.title')}</h1>
          <OrderList />
        </>
      ) : (
        <SignInPrompt />
      )}
    </main>
  );
}
