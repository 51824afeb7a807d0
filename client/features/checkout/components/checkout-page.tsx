import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useModals } from '../../../components/modal/modal-store';
import { useT } from '../../../i18n';
import { useUser } from '../../../session/use-user';
import { useBasket } from '../../basket/hooks/use-basket';
import { CheckoutForm, type Placed } from './checkout-form';
import { EmptyBasket } from './empty-basket';
import { GuestConfirmation } from './guest-confirmation';
import { OrderRefused, OrderWaiting, useOfflineOrder } from './offline-order';
import { useInBrowser } from '../../../browser/use-in-browser';
import { keepConfirmation, keptConfirmation } from '../kept-here';
import { useAppContext } from '../../../app-context';
import { LocalizedLink } from '../../../components/link';
import { HtmlCheckout, refusalOf } from './html-checkout';

export function CheckoutPage() {
  const t = useT();
  const { user, isPending } = useUser();
  const { open } = useModals();
  const basket = useBasket();
  const { htmlBasket, checkoutForm } = useAppContext();
  // a guest's basket is in localStorage: the server cannot know whether it is empty
  const inBrowser = useInBrowser();
  // the HTML checkout's refusal this page was served with, for the scripted form: a later visit starts afresh
  const [refusedBefore] = useState(() => (inBrowser || !checkoutForm?.message ? undefined : refusalOf(checkoutForm, t)));
  const [placed, setPlaced] = useState<Placed | null>(null);
  const show = useCallback((shown: Placed) => {
    if (!shown.customer) keepConfirmation(shown.order);
    setPlaced(shown);
  }, []);
  const offline = useOfflineOrder(show);
  const heading = useRef<HTMLHeadingElement>(null);
  // false while a server-rendered page hydrates: only a client navigation (the basket panel's
  // "prepare order") moves focus, so a keyboard user starts at the heading, not in the header
  const arrivedByNavigation = useRef(inBrowser);
  useEffect(() => {
    if (arrivedByNavigation.current) heading.current?.focus({ preventScroll: true });
  }, []);

  // the server renders this for a guest: the page has its heading before it hydrates
  const loadingNow = isPending || (!user && !inBrowser) || basket.isLoading;
  // the form (dozens of fields) first renders in a transition that yields to the browser, not in one
  // long task right after hydration; until then the page stays as the server sent it
  const loading = useDeferredValue(loadingNow, true) || loadingNow;
  // this tab's confirmation reloaded (by the shopper, or by the browser after a page's code failed to come)
  const empty = !loading && basket.lines.length === 0;
  useEffect(() => {
    const order = empty && !placed ? keptConfirmation() : null;
    if (order) setPlaced({ order, customer: false });
  }, [empty, placed]);

  // the basket empties as the order is placed: from then on the page says so, never "your basket is empty"
  if (placed) return placed.customer ? <OrderOpening /> : <GuestConfirmation order={placed.order} />;
  if (offline.waiting) return <OrderWaiting />;
  // the HTML path (its basket in a cookie the server read): a form the server answers, until the scripts take over
  if (!inBrowser && !user && htmlBasket && checkoutForm && basket.lines.length > 0)
    return (
      <>
        <h1 className="checkout-page__title">{t('checkout.title')}</h1>
        <HtmlCheckout state={checkoutForm} basket={basket} />
      </>
    );
  if (!loading && basket.lines.length === 0) return <EmptyBasket />;
  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="checkout-page__title">
        {t('checkout.title')}
      </h1>
      {loading ? (
        <>
          <p className="checkout-loading needs-js-loading" aria-busy="true">
            {t('shell.loading')}
          </p>
          {/* without scripts a basket is the HTML path's cookie, and there is none: the page says so, not "loading" */}
          <div className="needs-js">
            <p>{t('taps.checkout_needs_js')}</p>
            <LocalizedLink to="/catalogue">{t('checkout.to_menu')}</LocalizedLink>
          </div>
        </>
      ) : (
        <>
          {!user ? (
            <p className="checkout__sign-in">
              {t('checkout.sign_in_hint')}{' '}
              <button type="button" className="form-button form-button--link" onClick={() => open('auth')}>
                {t('checkout.sign_in')}
              </button>
            </p>
          ) : null}
          {offline.refused ? <OrderRefused refused={offline.refused} /> : null}
          <CheckoutForm
            key={user ? `customer-${user.id}` : 'guest'}
            basket={basket}
            user={user}
            onPlaced={show}
            keepOffline={offline.keep}
            refusedBefore={user ? undefined : refusedBefore}
          />
        </>
      )}
    </>
  );
}

/** A customer's order is placed and its page is on its way (its code and data may still load). */
function OrderOpening() {
  const t = useT();
  return (
    <section className="checkout-done" aria-busy="true">
      <h1>{t('checkout.done_title')}</h1>
      <p>{t('checkout.opening_order')}</p>
    </section>
  );
}
