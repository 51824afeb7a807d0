import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { localizePath } from '../../../../shared/locale';
import { useApi } from '../../../app-context';
import { useLocalStore } from '../../../browser/use-local-store';
import { useLocale, useT } from '../../../i18n';
import { isWaiting, pendingOrderStore, type PendingOrder } from '../offline-order';
import { startOrderQueue } from '../offline-order-sender';
import { clearCheckoutDraft } from '../checkout-draft';
import { markKeptHere } from '../kept-here';
import type { Placed } from './checkout-form';

/**
 * The checkout's side of an order kept offline: whether one is waiting, `keep()` for the form, and
 * the shop's answer once it came (in this tab or another): the confirmation, or the refusal.
 */
export function useOfflineOrder(onPlaced: (placed: Placed) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = useLocale();
  const pending = useLocalStore(pendingOrderStore);
  const [refused, setRefused] = useState<PendingOrder['refused']>();
  const queue = useCallback(() => startOrderQueue(api, queryClient), [api, queryClient]);

  // an order kept by an earlier visit: this page sends it when it can
  useEffect(() => {
    if (pendingOrderStore.get()) queue();
  }, [queue]);

  useEffect(() => {
    if (!pending || isWaiting(pending)) return;
    const { placed, customer } = pending;
    if (placed) {
      clearCheckoutDraft();
      onPlaced({ order: placed, customer });
      if (customer) void navigate(localizePath(`/orders/${placed.id}`, locale));
    } else setRefused(pending.refused);
    queue().forget();
  }, [pending, onPlaced, navigate, locale, queue]);

  return {
    waiting: isWaiting(pending),
    refused,
    keep: (order: Omit<PendingOrder, 'placed' | 'refused' | 'queuedAt'>) => {
      markKeptHere(order.key);
      queue().keep({ ...order, queuedAt: Date.now() });
    },
  };
}

/** "Waiting for the connection — it will be sent" (once it is back, the confirmation follows within a moment). */
export function OrderWaiting() {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // the form the shopper was in is gone: move focus to the news
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="checkout-done" aria-labelledby="checkout-waiting-title">
      <h1 id="checkout-waiting-title" ref={heading} tabIndex={-1}>
        {t('offline.order_waiting_title')}
      </h1>
      <p role="status">{t('offline.order_waiting_text')}</p>
    </section>
  );
}

/** The shop refused the order kept offline: why, above the form to send it again. */
export function OrderRefused({ refused }: { refused: NonNullable<PendingOrder['refused']> }) {
  const t = useT();
  return (
    <div className="checkout__failure" role="alert">
      <p>{t('offline.order_refused')}</p>
      {refused.message ? <p>{refused.message}</p> : null}
    </div>
  );
}
