import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { parseMoney } from '../../../../shared/money';
import { localizePath } from '../../../../shared/locale';
import type { Order, OrderBody, User } from '../../../../shared/api/types';
import { ApiError, isNetworkError } from '../../../../shared/api/client';
import { useLocale, useT } from '../../../i18n';
import type { Basket } from '../../basket/hooks/use-basket';
import { focusFirstInvalid } from '../../../components/form/focus-invalid';
import { errorText, fieldErrors } from '../../../session/error-text';
import { usePlaceOrder } from '../api/place-order';
import {
  bonusAmount,
  checkoutProblems,
  checkoutTotals,
  initialCheckout,
  orderBody,
  refusedDishes,
  type CheckoutProblem,
  type CheckoutValues,
} from '../checkout-rules';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from '../checkout-draft';
import { forgetConfirmation } from '../kept-here';
import { chosenAddress, useCheckoutQuote } from '../hooks/use-checkout-quote';
import { DeliveryTerms } from '../../delivery-zones/components/delivery-terms';
import { FulfilmentChoice, PickupTerms } from '../../fulfilment/components/fulfilment-choice';
import { AddressSection } from './address-section';
import { BonusField } from './bonus-field';
import { ChangeFromField } from './change-from-field';
import { CheckoutSummary } from './checkout-summary';
import { ContactSection } from './contact-section';
import { DeliverySection } from './delivery-section';
import type { SectionProps } from './section-props';
import { SubmitOrder } from './submit-order';
import { useSoldOutDishes } from '../../shop-status/hooks/use-shop-status';
import { shopStatusQuery } from '../../shop-status/api/shop-status';
import { rememberGuestOrder } from '../../orders/guest-orders';

/** An order the shop took: the page shows it, whoever placed it, before the basket empties. */
export interface Placed {
  order: Order;
  customer: boolean;
}

export interface CheckoutFormProps {
  basket: Basket;
  user: User | null;
  onPlaced(placed: Placed): void;
  /** no connection: the order is kept and sent when it returns (offline-order.tsx) */
  keepOffline(order: { key: string; customer: boolean; body: OrderBody }): void;
  refusedBefore?: { message?: string; fields: Record<string, string> }; // the HTML checkout's (refusalOf), said on
}

export function CheckoutForm({ basket, user, onPlaced, keepOffline, refusedBefore }: CheckoutFormProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { keyFor, forget } = useIdempotencyKey();
  const { mutateAsync: placeOrder } = usePlaceOrder(async (order, customer) => {
    forget();
    clearCheckoutDraft();
    if (!customer) rememberGuestOrder(order);
    // the placed order is on screen before the basket empties, so the page never says "empty"
    flushSync(() => onPlaced({ order, customer }));
    if (customer) await navigate(localizePath(`/orders/${order.id}`, locale));
    else await basket.clear();
  });
  // the form renders only in the browser, after hydration (checkout-page.tsx): this tab's draft is there to read
  const owner = user ? `customer-${user.id}` : 'guest';
  const [raw, setValues] = useState<CheckoutValues>(() => readCheckoutDraft(owner) ?? initialCheckout);
  useEffect(() => saveCheckoutDraft(owner, raw), [owner, raw]);
  useEffect(() => forgetConfirmation(), []); // a new order begins: the last confirmation was seen
  const [touched, setTouched] = useState<Set<CheckoutProblem>>(new Set());
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(refusedBefore?.message ?? null);
  // the server's refusals by field (its 422 `fields`): marked on the field, cleared by editing it
  const [refused, setRefused] = useState<Record<string, string>>(refusedBefore?.fields ?? {});
  const form = useRef<HTMLFormElement>(null);
  const terms = useRef<HTMLDivElement>(null);
  const inFlight = useRef(false); // a second click in the same frame, before the button re-renders disabled
  const summary = useRef<HTMLDivElement>(null);
  // the stop-list as last read, and what the shop itself refused (it may know before the next poll)
  const stopList = useSoldOutDishes();
  const [refusedIds, setRefusedIds] = useState<ReadonlySet<number>>(new Set());
  const queryClient = useQueryClient();
  const api = useApi();
  const soldOut = new Set(basket.lines.map((l) => l.product.id).filter((id) => stopList.has(id) || refusedIds.has(id)));

  const values = { ...raw, addressId: chosenAddress(raw.addressId, user) };
  const customer = user ? { balance: parseMoney(user.bonus_amount) ?? 0 } : null;
  const bonus = customer ? (bonusAmount(values.bonus, customer.balance, basket.total) ?? 0) : 0;
  // delivery (the chosen address's zone: fee, minimum, estimate) or pickup (no fee); the server prices it again
  const where = user ? user.address.find((a) => a.id === values.addressId) : values.address;
  const { way, quote, fee, refuses } = useCheckoutQuote(where, basket.total);
  const totals = checkoutTotals(basket.total, fee, bonus);
  const problems = checkoutProblems(values, customer, basket.total, totals.total, way.fulfilment);
  const section: SectionProps = {
    values,
    set: (patch) => {
      setValues((v) => ({ ...v, ...patch }));
      // the form's names are the body's, but for "change from" (changeFrom -> change_from)
      const edited = [...Object.keys(patch), ...Object.keys(patch.address ?? {}), ...('changeFrom' in patch ? ['change_from'] : [])];
      setRefused((r) => Object.fromEntries(Object.entries(r).filter(([field]) => !edited.includes(field))));
    },
    shows: (p) => (touched.has(p) && problems.has(p)) || !!refused[p],
    refused,
    touch: (p) => setTouched((s) => new Set(s).add(p)),
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (inFlight.current) return;
    if (problems.size > 0) {
      flushSync(() => setTouched(new Set(problems)));
      focusFirstInvalid(form.current);
      return;
    }
    // a sold-out dish would only be refused again: the shopper removes it first
    if (soldOut.size > 0) {
      summary.current?.querySelector<HTMLButtonElement>('[data-sold-out] button')?.focus();
      return;
    }
    // outside every zone or below its (or pickup's) minimum: the terms say why, the order is not sent
    if (refuses) {
      terms.current?.focus();
      return;
    }
    const items = basket.lines.map((l) => ({ product_id: l.product.id, quantity: l.quantity, choices: [...l.selection] }));
    const body = orderBody(values, !!user, items, way.fulfilment);
    const key = keyFor({ customer: !!user, body, items });
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    try {
      await placeOrder({ customer: !!user, body, idempotencyKey: key });
    } catch (err) {
      if (isNetworkError(err)) return keepOffline({ key, customer: !!user, body });
      if (err instanceof ApiError && err.code === 'product_unavailable') {
        setRefusedIds((ids) => new Set([...ids, ...refusedDishes(err, items)]));
        void queryClient.invalidateQueries({ queryKey: shopStatusQuery(api).queryKey });
      }
      // everything typed stays; the same key goes with the retry, whose button shows up already enabled
      inFlight.current = false;
      flushSync(() => {
        setFailure(errorText(err, t));
        setRefused(fieldErrors(err, t));
        setSending(false);
      });
      focusFirstInvalid(form.current);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <form ref={form} className="checkout" onSubmit={submit} noValidate>
      <div className="checkout__fields">
        <ContactSection user={user} {...section} />
        <FulfilmentChoice state={way} name="fulfilment" />
        {way.fulfilment === 'delivery' ? <AddressSection addresses={user ? user.address : null} {...section} /> : null}
        <DeliverySection {...section} fulfilment={way.fulfilment} />
        {user ? <BonusField user={user} {...section} /> : null}
        {values.payment === 'cash' ? <ChangeFromField total={totals.total} {...section} /> : null}
      </div>
      <div className="checkout__aside">
        <div ref={summary}>
          <CheckoutSummary
            lines={basket.lines}
            totals={totals}
            soldOut={soldOut}
            onRemove={(line) => void basket.setQuantity(line.product, 0)}
          />
        </div>
        {way.pickup ? <PickupTerms ref={terms} quote={way.pickup} /> : <DeliveryTerms ref={terms} quote={quote} />}
        {failure !== null ? (
          <div className="checkout__failure" role="alert">
            <p>{t('checkout.failed')}</p>
            {failure ? <p>{failure}</p> : null}
            <button type="button" className="form-button" onClick={() => submit()} disabled={sending}>
              {t('checkout.retry')}
            </button>
          </div>
        ) : null}
        <SubmitOrder sending={sending} total={totals.total} />
      </div>
    </form>
  );
}
