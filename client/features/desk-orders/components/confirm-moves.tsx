import { useState } from 'react';
import { useT } from '../../../i18n';
import { REJECT_REASONS, type RejectReason } from '../../../../shared/desk';
import { advanceStatus } from '../../../../shared/order-status';
import { PHONE_PREFIX, telHref } from '../../../../shared/phone';
import type { DeskOrder } from '../../../../shared/api/desk';
import type { useDeskMove } from '../api/board';

export type Move = ReturnType<typeof useDeskMove>;

/**
 * Call to confirm: the shopper's phone to call, "Confirmed" once they have said yes (the order
 * becomes new, then the usual accept), or a reject when they cannot be reached or change their mind.
 */
export function ConfirmMoves({ order, move }: { order: DeskOrder; move: Move }) {
  const t = useT();
  const [rejecting, setRejecting] = useState(false);
  return (
    <>
      <div className="desk-actions" role="group" aria-label={t('desk.order.confirm_group')}>
        <a className="desk-button" href={telHref(order.phone)}>
          {t('desk.order.call', { phone: `${PHONE_PREFIX} ${order.phone}` })}
        </a>
        <StepOn order={order} move={move} />
        <button type="button" className="desk-button desk-button-danger" onClick={() => setRejecting((r) => !r)} aria-expanded={rejecting}>
          {t('desk.order.reject')}
        </button>
      </div>
      {rejecting ? <RejectForm order={order} move={move} initial="unreachable" /> : null}
    </>
  );
}

/** Reject with a listed reason; "Other" needs the note. */
export function RejectForm({ order, move, initial = 'out_of_stock' }: { order: DeskOrder; move: Move; initial?: RejectReason }) {
  const t = useT();
  const [reason, setReason] = useState<RejectReason>(initial);
  const [note, setNote] = useState('');
  return (
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
      <button type="submit" className="desk-button desk-button-danger" disabled={move.isPending || (reason === 'other' && !note.trim())}>
        {t('desk.order.reject_confirm')}
      </button>
    </form>
  );
}

/** The order's next step (shared/order-status.ts), as one button; none when it has none. */
export function StepOn({ order, move }: { order: DeskOrder; move: Move }) {
  const t = useT();
  const next = advanceStatus(order.status, order.fulfilment);
  return (
    <>
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
    </>
  );
}
