import type { OrderStatus } from '../../../../shared/api/types';
import { useT } from '../../../i18n';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return <span className={`order-status order-status--${status}`}>{t(`order_status.${status}`)}</span>;
}
