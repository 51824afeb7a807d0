import { useState } from 'react';
import { useT } from '../../../i18n';
import { ESTIMATE_MINUTES } from '../../../../shared/desk';
import type { DeskMove, DeskOrder } from '../../../../shared/api/desk';
import { useDeskMove } from '../api/board';
import { SuggestedAccept } from './suggested-accept';
import { ConfirmMoves, RejectForm, StepOn, type Move } from './confirm-moves';
import { AcceptAtTime } from './accept-at-time';

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

/** Accept with a quick estimate or for a time of day (its form opened from a button), or reject with a reason. */
function NewOrderMoves({ order, move }: { order: DeskOrder; move: Move }) {
  const t = useT();
  const [opened, setOpened] = useState<'time' | 'reject' | null>(null);
  const toggle = (form: 'time' | 'reject') => setOpened((o) => (o === form ? null : form));
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
        <button type="button" className="desk-button" onClick={() => toggle('time')} aria-expanded={opened === 'time'}>
          {t('desk.order.at_time')}
        </button>
        <button
          type="button"
          className="desk-button desk-button-danger"
          onClick={() => toggle('reject')}
          aria-expanded={opened === 'reject'}
        >
          {t('desk.order.reject')}
        </button>
      </div>
      {opened === 'time' ? <AcceptAtTime order={order} move={move} /> : null}
      {opened === 'reject' ? <RejectForm order={order} move={move} /> : null}
    </>
  );
}
