import { memo } from 'react';
import { useLocale, useT } from '../../../i18n';
import { choiceGroupsText } from '../../../components/line-choices';
import { isFinal } from '../../../../shared/order-status';
import type { DeskMove, DeskOrder } from '../../../../shared/api/desk';
import { CardMoves } from './card-moves';
import { DeliveryTime } from './delivery-time';
import { clockOf, shownTime } from '../../../../shared/hours';

interface Props {
  order: DeskOrder;
  onOpen(order: DeskOrder, print?: boolean): void;
  onRefused(err: unknown, move: DeskMove): void;
  /** open the kitchen ticket's print view once an accept succeeds */
  printOnAccept?: boolean;
  /** say the order's status (a list that mixes them: the finished, a search) */
  showStatus?: boolean;
}

/**
 * One order on the board, with the moves its status allows while it is in progress (a finished card
 * has none, and no mutation to set up). Memoized: the board hands each card the same order object
 * until that order changes, and stable callbacks, so a new order renders one card.
 */
export const OrderCard = memo(function OrderCard({ order, onOpen, onRefused, printOnAccept = false, showStatus = false }: Props) {
  const t = useT();
  const locale = useLocale();
  const chosen = order.lines.filter((l) => l.choices?.length);
  return (
    <article className="desk-card" aria-labelledby={`desk-order-${order.id}`}>
      <h3 id={`desk-order-${order.id}`}>
        <button type="button" className="desk-link" onClick={() => onOpen(order)}>
          {t('desk.order.number', { number: order.number })}
        </button>
      </h3>
      {showStatus ? <p className="desk-card-status">{t(`order_status.${order.status}`)}</p> : null}
      <p>
        {shownTime(order.created_at, clockOf)} · {order.total} TMT ·{' '}
        {order.fulfilment === 'pickup' ? <strong className="desk-pickup">{t('desk.fulfilment.pickup')}</strong> : order.address.address}
      </p>
      <DeliveryTime order={order} />
      {/* the lines with choices, so the card already says what to make (the detail has every line) */}
      {chosen.length ? (
        <ul className="line-choices">
          {chosen.map((line, index) => (
            <li key={index}>
              {line.quantity} × {line.name}: {choiceGroupsText(line.choices ?? [], locale).join('; ')}
            </li>
          ))}
        </ul>
      ) : null}
      {order.source === 'phone' ? <p className="desk-source">{t('desk.order.source_phone')}</p> : null}
      {order.estimated_at ? <p>{t('desk.order.expected', { time: shownTime(order.estimated_at, clockOf) })}</p> : null}
      {isFinal(order.status) ? null : <CardMoves order={order} onOpen={onOpen} onRefused={onRefused} printOnAccept={printOnAccept} />}
      <button type="button" className="desk-link" onClick={() => onOpen(order, true)}>
        {t('desk.order.print')}
      </button>
    </article>
  );
});
