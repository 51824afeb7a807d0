import { useState, useSyncExternalStore } from 'react';
import '../checkout.css';
import type { Order } from '../../../../shared/api/types';
import { useModals } from '../../../components/modal/modal-store';
import { useT } from '../../../i18n';
import { useUser } from '../../../session/use-user';
import { useBasket } from '../../basket/hooks/use-basket';
import { CheckoutForm } from './checkout-form';
import { EmptyBasket } from './empty-basket';
import { GuestConfirmation } from './guest-confirmation';

const noSubscribe = () => () => {};
// a guest's basket is in localStorage: the server cannot know whether it is empty
const useInBrowser = () => useSyncExternalStore(noSubscribe, () => true, () => false);

export function CheckoutPage() {
  const t = useT();
  const { user, isPending } = useUser();
  const { open } = useModals();
  const basket = useBasket();
  const inBrowser = useInBrowser();
  const [placed, setPlaced] = useState<Order | null>(null);

  if (placed) return <GuestConfirmation order={placed} />;
  if (isPending || (!user && !inBrowser) || basket.isLoading) return <p className="checkout-loading" aria-busy="true">{t('checkout.title')}…</p>;
  if (basket.lines.length === 0) return <EmptyBasket />;
  return (
    <>
      <h1>{t('checkout.title')}</h1>
      {!user ? (
        <p className="checkout__sign-in">
          {t('checkout.sign_in_hint')}{' '}
          <button type="button" className="form-button form-button--link" onClick={() => open('auth')}>{t('checkout.sign_in')}</button>
        </p>
      ) : null}
      <CheckoutForm key={user ? `customer-${user.id}` : 'guest'} basket={basket} user={user} onGuestPlaced={setPlaced} />
    </>
  );
}
