import { useState } from 'react';
import { useT } from '../../../i18n';
import { ESTIMATE_MINUTES, REJECT_REASONS, type RejectReason } from '../../../../shared/desk';
import { advanceStatus } from '../../../../shared/order-status';
import type { DeskMove, DeskOrder } from '../../../../shared/api/desk';
import { useDeskMove } from '../api/board';
import { DeliveryTime } from './delivery-time';
import { SuggestedAccept } from './suggested-accept';
import { clockOf, shownTime } from '../../../../shared/hours';

/** One order on the board with the moves its status allows. */
interface Props {
  order: DeskOrder;
  onOpen(id: number, print?: boolean): void;
  onRefused(err: unknown, move: DeskMove): void;
  /** open the kitchen ticket's print view once an accept succeeds */
  printOnAccept?: boolean;
}

export function OrderCard({ order, onOpen, onRefused, printOnAccept = false }: Props) {
  const t = useT();
  const move = useDeskMove(onRefused, (moved, done) => {
    if (printOnAccept && done.kind === 'accept') onOpen(moved.id, true);
  });
  const [time, setTime] = useState('');
  const [day, setDay] = useState<'today' | 'tomorrow'>('today');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<RejectReason>('out_of_stock');
  const [note, setNote] = useState('');
  const next = advanceStatus(order.status);

  return (
    <article className="desk-card" aria-labelledby={`desk-order-${order.id}`}>
      <h3 id={`desk-order-${order.id}`}>
        <button type="button" className="desk-link" onClick={() => onOpen(order.id)}>
          {t('desk.order.number', { number: order.number })}
        </button>
      </h3>
      <p>
        {shownTime(order.created_at, clockOf)} · {order.total} TMT · {order.address.address}
      </p>
      <DeliveryTime order={order} />
      {order.source === 'phone' ? <p className="desk-source">{t('desk.order.source_phone')}</p> : null}
      {order.estimated_at ? <p>{t('desk.order.expected', { time: shownTime(order.estimated_at, clockOf) })}</p> : null}
      {order.status === 'new' ? (
        <div className="desk-actions" role="group" aria-label={t('desk.order.accept_with')}>
          <SuggestedAccept orderId={order.id} disabled={move.isPending} onAccept={(m) => move.mutate(m)} />
          {ESTIMATE_MINUTES.map((minutes) => (
            <button
              key={minutes}
              type="button"
              className="desk-button"
              disabled={move.isPending}
              onClick={() => move.mutate({ kind: 'accept', id: order.id, minutes })}
            >
              {t('desk.order.minutes', { minutes })}
            </button>
          ))}
          <button
            type="button"
            className="desk-button desk-button-danger"
            onClick={() => setRejecting((r) => !r)}
            aria-expanded={rejecting}
          >
            {t('desk.order.reject')}
          </button>
        </div>
      ) : null}
      {order.status === 'new' ? (
        <form
          className="desk-accept-time"
          onSubmit={(e) => {
            e.preventDefault();
            if (time) move.mutate({ kind: 'accept', id: order.id, time, day });
          }}
        >
          <label>
            {t('desk.order.at_time')}
            <input type="time" value={time} onChange={(e) => setTime(e.target.value)} required />
          </label>
          <label>
            {t('desk.order.day')}
            <select value={day} onChange={(e) => setDay(e.target.value as 'today' | 'tomorrow')}>
              <option value="today">{t('desk.order.today')}</option>
              <option value="tomorrow">{t('desk.order.tomorrow')}</option>
            </select>
          </label>
          <button type="submit" className="desk-button" disabled={move.isPending || !time}>
            {t('desk.order.accept_at')}
          </button>
        </form>
      ) : null}
      {order.status === 'new' && rejecting ? (
        <form
          className="desk-reject"
          onSubmit={(e) => {
            e.preventDefault();
            move.mutate({ kind: 'reject', id: order.id, reason, note: note.trim() });
          }}
        >
          <label>
            {t('desk.order.reason')}
            <select value={reason} onChange={(e) => setReason(e.target.value as RejectReason)}>
              {REJECT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`desk.reasons.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('desk.order.reason_note')}
            <input value={note} onChange={(e) => setNote(e.target.value)} required={reason === 'other'} maxLength={500} />
          </label>
          <button
            type="submit"
            className="desk-button desk-button-danger"
            disabled={move.isPending || (reason === 'other' && !note.trim())}
          >
            {t('desk.order.reject_confirm')}
          </button>
        </form>
      ) : null}
      {next ? (
        <button
          type="button"
          className="desk-button"
          disabled={move.isPending}
          onClick={() => move.mutate({ kind: 'advance', id: order.id, status: next })}
        >
          {t(`desk.order.to_${next}`)}
        </button>
      ) : null}
      <button type="button" className="desk-link" onClick={() => onOpen(order.id, true)}>
        {t('desk.order.print')}
      </button>
    </article>
  );
}
