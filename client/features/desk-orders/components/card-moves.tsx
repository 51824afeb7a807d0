import { useState } from 'react';
import { useT } from '../../../i18n';
import { ESTIMATE_MINUTES } from '../../../../shared/desk';
import type { DeskMove, DeskOrder } from '../../../../shared/api/desk';
import { useDeskMove } from '../api/board';
import { SuggestedAccept } from './suggested-accept';
import { ConfirmMoves, RejectForm, StepOn, type Move } from './confirm-moves';

interface Props {
  order: DeskOrder;
  onOpen(order: DeskOrder, print?: boolean): void;
  onRefused(err: unknown, move: DeskMove): void;
  printOnAccept: boolean;
}

/** What staff can do with an order in progress: confirm one by phone, accept or reject a new one, step the others on. Finished cards have none. */
export function CardMoves({ order, onOpen, onRefused, printOnAccept }: Props) {
  const move = useDeskMove(onRefused, (moved, done) => {
    if (printOnAccept && done.kind === 'accept') onOpen(moved, true);
  });
  if (order.status === 'to_confirm') return <ConfirmMoves order={order} move={move} />;
  return order.status === 'new' ? <NewOrderMoves order={order} move={move} /> : <StepOn order={order} move={move} />;
}

/** Accept with a quick estimate or for a time of day, or reject with a reason. */
function NewOrderMoves({ order, move }: { order: DeskOrder; move: Move }) {
  const t = useT();
  const [time, setTime] = useState('');
  const [day, setDay] = useState<'today' | 'tomorrow'>('today');
  const [rejecting, setRejecting] = useState(false);
  return (
    <>
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
        <button type="button" className="desk-button desk-button-danger" onClick={() => setRejecting((r) => !r)} aria-expanded={rejecting}>
          {t('desk.order.reject')}
        </button>
      </div>
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
      {rejecting ? <RejectForm order={order} move={move} /> : null}
    </>
  );
}
