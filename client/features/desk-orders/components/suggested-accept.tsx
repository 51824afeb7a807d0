import { useEffect, useRef } from 'react';
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
  const { data, refetch } = useQuery(deskEstimatesQuery(useApi()));
  const minutes = data?.suggested.find((s) => s.order_id === orderId)?.minutes;
  const asked = useRef(false);
  // an order newer than the estimates read (its event brought only the order): ask once more
  useEffect(() => {
    if (data && minutes === undefined && !asked.current) {
      asked.current = true;
      void refetch();
    }
  }, [data, minutes, refetch]);
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
