import { clockOf, dayMonthOf, daysAfter } from '../../../../shared/hours';
import { useT } from '../../../i18n';
import { useShopStatus } from '../hooks/use-shop-status';

/**
 * Under the header while the shop takes no "as soon as possible" orders: closed (and when it opens) or
 * paused; while it is open and busy, how much longer deliveries take.
 */
export function ShopStatusBanner() {
  const t = useT();
  const status = useShopStatus();
  if (!status) return null;
  if (status.state === 'open') {
    if (!status.busy) return null;
    return (
      <div className="shop-status-banner" role="status">
        <p>{t('shop_status.busy', { minutes: status.busy.extra_minutes, time: clockOf(Date.parse(status.busy.until)) })}</p>
      </div>
    );
  }
  let text: string;
  if (status.state === 'paused') {
    text = t('shop_status.paused', { time: clockOf(Date.parse(status.until)) });
  } else if (status.opensAt === null) {
    text = t('shop_status.closed');
  } else {
    const at = Date.parse(status.opensAt);
    const days = daysAfter(at, Date.now());
    const time = clockOf(at);
    text =
      days <= 0
        ? t('shop_status.closed_opens_today', { time })
        : days === 1
          ? t('shop_status.closed_opens_tomorrow', { time })
          : t('shop_status.closed_opens_on', {
              time,
              date: dayMonthOf(at),
            });
  }
  return (
    <div className="shop-status-banner" role="status">
      <p>{text}</p>
      {status.state === 'paused' && status.reason ? <p className="shop-status-banner__reason">{status.reason}</p> : null}
      <p className="shop-status-banner__hint">{t('shop_status.schedule_hint')}</p>
    </div>
  );
}

/** The "sold out" mark in place of the add button, on a card, the product page and a basket line. */
export function SoldOutMark() {
  const t = useT();
  return <span className="sold-out-mark">{t('shop_status.sold_out')}</span>;
}
