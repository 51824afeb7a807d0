import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../shared/api/client';
import type { Order, Reorder } from '../../../../shared/api/types';
import { isFinal, shopperMayCancel } from '../../../../shared/order-status';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { useCancelOrder } from '../api/cancel-order';
import { useReorder } from '../api/reorder';

/** "Cancel the order" while the shopper may (it is new), with a confirm step; a refusal (409) says why, and the page shows the new state. */
export function CancelOrder({ order, orderPath, queryKey }: { order: Order; orderPath: string; queryKey: QueryKey }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const cancel = useCancelOrder(orderPath, queryKey);
  // the button that had focus leaves the page at each step: focus goes to what takes its place (issue 38 item 15)
  const focusNext = useRef<'ask' | 'keep' | 'said' | null>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next) ({ ask, keep, said })[next].current?.focus();
  });
  const step = (next: 'ask' | 'keep', confirm: boolean) => {
    focusNext.current = next;
    setConfirming(confirm);
  };
  const refused = cancel.error instanceof ApiError && cancel.error.status === 409;
  const problem = cancel.error ? (refused ? t('orders.cancel_refused') : errorText(cancel.error, t)) : null;
  const alert = problem ? (
    <p role="alert" tabIndex={-1} ref={said}>
      {problem}
    </p>
  ) : null;
  if (cancelled) {
    return (
      <p className="order-actions__done" role="status" tabIndex={-1} ref={said}>
        {t('orders.cancel_done')}
      </p>
    );
  }
  const mayCancel = shopperMayCancel(order.status);
  if (!mayCancel && !alert) return null;
  // the alert keeps its place (and its focus) when the refetched order can no longer be cancelled
  return (
    <div className="order-actions">
      {!mayCancel ? null : confirming ? (
        <div role="group" aria-label={t('orders.cancel_confirm')}>
          <p>{t('orders.cancel_confirm')}</p>
          <button
            type="button"
            className="form-button form-button--danger"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => setCancelled(true),
                // what is said next (done, or why not) takes the focus of the button that goes away
                onSettled: () => {
                  focusNext.current = 'said';
                  setConfirming(false);
                },
              })
            }
          >
            {t('orders.cancel_yes')}
          </button>{' '}
          <button type="button" className="form-button" ref={keep} onClick={() => step('ask', false)}>
            {t('orders.cancel_no')}
          </button>
        </div>
      ) : (
        <button type="button" className="form-button" ref={ask} onClick={() => step('keep', true)}>
          {t('orders.cancel')}
        </button>
      )}
      {alert}
    </div>
  );
}

/**
 * What a reorder did: all back in the basket, or the dishes no longer on the menu named, and each line
 * left out for a choice no longer offered named by that choice and its dish ("Lamb (Shashlik)").
 */
function reorderNotice(result: Reorder, t: ReturnType<typeof useT>): string {
  if (result.unavailable.length === 0) return t('orders.reorder_done');
  const dishes = result.unavailable.filter((d) => !d.choice);
  const choices = result.unavailable.filter((d) => d.choice);
  const some = result.added.length > 0;
  const parts: string[] = [];
  if (dishes.length > 0) {
    parts.push(t(some ? 'orders.reorder_partly' : 'orders.reorder_none', { names: dishes.map((d) => d.name).join(', ') }));
  } else if (some) parts.push(t('orders.reorder_others'));
  if (choices.length > 0) {
    parts.push(t('orders.reorder_choice_gone', { names: choices.map((d) => `${d.choice} (${d.name})`).join(', ') }));
  }
  return parts.join(' ');
}

/** "Order again" for a past order: the dishes still on the menu go to the basket, the others are named. */
export function ReorderButton({ order }: { order: Pick<Order, 'id' | 'number' | 'status'> }) {
  const t = useT();
  const reorder = useReorder();
  if (!isFinal(order.status)) return null;
  const result = reorder.data;
  const notice = result && reorderNotice(result, t);
  return (
    <div className="order-actions">
      <button
        type="button"
        className="form-button"
        disabled={reorder.isPending}
        aria-label={t('orders.reorder_label', { number: order.number })}
        onClick={() => reorder.mutate(order.id)}
      >
        {t('orders.reorder')}
      </button>
      <p role="status">{notice ?? (reorder.error ? errorText(reorder.error, t) : '')}</p>
    </div>
  );
}
