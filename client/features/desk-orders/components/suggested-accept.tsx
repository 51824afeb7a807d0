import { useQuery } from '@tanstack/react-query';
import { acceptAt } from '../../../../shared/estimate';
import { useT } from '../../../i18n';
import { useApi } from '../../../app-context';
import { deskEstimatesQuery } from '../api/estimates';
import type { DeskMove } from '../../../../shared/api/desk';

interface Props {
  orderId: number;
  disabled: boolean;
  onAccept(move: DeskMove): void;
}

/**
 * The accept dialog's default: the order's zone's estimate (learned from its deliveries, busy mode
 * added), sent as the clock time it comes to, since the quick choices are a fixed list.
 */
export function SuggestedAccept({ orderId, disabled, onAccept }: Props) {
  const t = useT();
  const { data } = useQuery(deskEstimatesQuery(useApi()));
  const minutes = data?.suggested.find((s) => s.order_id === orderId)?.minutes;
  if (minutes === undefined) return null;
  return (
    <button
      type="button"
      className="desk-button desk-button-suggested"
      disabled={disabled}
      onClick={() => onAccept({ kind: 'accept', id: orderId, ...acceptAt(minutes, new Date()) })}
    >
      {t('desk.order.suggested', { minutes })}
    </button>
  );
}
