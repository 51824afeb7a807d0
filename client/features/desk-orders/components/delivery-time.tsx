import { useT } from '../../../i18n';
import type { DeskOrder } from '../../../../shared/api/desk';
import { shortDateTimeOf, shownTime } from '../../../../shared/hours';

/** When the shopper wants the order: as soon as possible, or the slot they chose (date and time in Ashgabat). */
export function DeliveryTime({ order }: { order: Pick<DeskOrder, 'delivery_time'> }) {
  const t = useT();
  const { delivery_time: when } = order;
  if (when === 'asap') return <p className="desk-delivery">{t('desk.order.deliver_asap')}</p>;
  if (!when) return null;
  // stored as a UTC instant; anything else (an old row) is shown as it is
  const time = shownTime(when, shortDateTimeOf);
  return <p className="desk-delivery desk-delivery-later">{t('desk.order.deliver_at', { time })}</p>;
}
