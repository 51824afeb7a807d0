import { useEffect, useRef } from 'react';
import { useT, useLocale } from '../../../i18n';
import type { DeskOrder } from '../../../../shared/api/desk';
import { clockOf, shortDateTimeOf, shownTime } from '../../../../shared/hours';
import { DeliveryTime } from './delivery-time';
import { LazyPart, retryableLazy } from '../../../components/lazy-part';
import { addressPoint } from '../../../../shared/zones';
import { LineChoices } from '../../../components/line-choices';

const OrderPinMap = retryableLazy(() => import('./order-pin-map'));

/** A link that opens the address in the phone's maps app (OpenStreetMap in a desktop browser). */
export function mapsLink(address: DeskOrder['address']): string | null {
  const point = addressPoint(address.latitude, address.longitude);
  if (!point) return null;
  const { lat, lng } = point;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
}

interface Props {
  order: DeskOrder;
  onClose(): void;
  print?: boolean;
  printPage?: () => void;
}

/**
 * Everything about one order; the same markup is the kitchen ticket when printed (80 mm, large
 * type: the print stylesheet hides the rest of the desk).
 */
export function OrderDetail({ order, onClose, print, printPage = () => window.print() }: Props) {
  const t = useT();
  const locale = useLocale();
  const map = mapsLink(order.address);
  const point = addressPoint(order.address.latitude, order.address.longitude);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (print) printPage();
  }, [print, printPage, order.id]);
  // on a phone the detail opens below the board: focus (and so the screen) goes to it, never left behind
  useEffect(() => heading.current?.focus(), [order.id]);
  return (
    <section className="desk-detail desk-ticket" aria-labelledby="desk-detail-title">
      <div className="desk-detail-bar desk-no-print">
        <button type="button" className="desk-button" onClick={() => printPage()}>
          {t('desk.order.print')}
        </button>
        <button type="button" className="desk-link" onClick={onClose}>
          {t('desk.detail.close')}
        </button>
      </div>
      <h2 id="desk-detail-title" ref={heading} tabIndex={-1}>
        {t('desk.order.number', { number: order.number })}
      </h2>
      <p>
        {t(`order_status.${order.status}`)} · {shownTime(order.created_at, shortDateTimeOf)}
      </p>
      <p className="desk-fulfilment">
        <strong>{t(`desk.fulfilment.${order.fulfilment}`)}</strong>
      </p>
      <DeliveryTime order={order} />
      {order.estimated_at ? <p>{t('desk.order.expected', { time: shownTime(order.estimated_at, clockOf) })}</p> : null}
      <table className="desk-lines">
        <thead>
          <tr>
            <th scope="col">{t('desk.detail.dish')}</th>
            <th scope="col">{t('desk.detail.quantity')}</th>
            <th scope="col">{t('desk.detail.sum')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <td>
                <strong>{line.name}</strong>
                <LineChoices choices={line.choices} locale={locale} />
              </td>
              <td>{line.quantity}</td>
              <td>{line.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.note ? (
        <p>
          <strong>{t('desk.detail.note')}:</strong> {order.note}
        </p>
      ) : null}
      <dl className="desk-totals">
        <dt>{t('desk.detail.subtotal')}</dt>
        <dd>{order.subtotal} TMT</dd>
        {/* pickup has no delivery fee at all, not a fee of 0.00 (as the shopper's order page) */}
        {order.fulfilment === 'pickup' ? null : (
          <>
            <dt>{t('desk.detail.delivery')}</dt>
            <dd>{order.delivery_fee} TMT</dd>
          </>
        )}
        {order.bonus_spent !== '0.00' ? (
          <>
            <dt>{t('desk.detail.bonus')}</dt>
            <dd>−{order.bonus_spent} TMT</dd>
          </>
        ) : null}
        <dt>{t('desk.detail.total')}</dt>
        <dd>{order.total} TMT</dd>
        <dt>{t('desk.detail.payment')}</dt>
        <dd>
          {t(`desk.payment.${order.payment_method}`)}
          {order.change_from ? ` · ${t('desk.detail.change_from', { amount: order.change_from })}` : null}
        </dd>
      </dl>
      {order.fulfilment === 'pickup' ? null : (
        <p>
          <strong>{t('desk.detail.address')}:</strong> {order.address.address}
          {order.address.apartment ? `, ${t('desk.detail.apartment')} ${order.address.apartment}` : ''}
          {order.address.entrance ? `, ${t('desk.detail.entrance')} ${order.address.entrance}` : ''}
          {order.address.floor ? `, ${t('desk.detail.floor')} ${order.address.floor}` : ''}
          {order.address.comment ? ` (${order.address.comment})` : ''}
          {map ? (
            <>
              {' '}
              ·{' '}
              <a className="desk-no-print" href={map} target="_blank" rel="noreferrer">
                {t('desk.detail.open_map')}
              </a>
            </>
          ) : null}
        </p>
      )}
      {point ? (
        <LazyPart loading={<div className="desk-pin-map desk-pin-map--loading desk-no-print">{t('desk.detail.map_loading')}</div>}>
          <OrderPinMap key={order.id} point={point} address={order.address.address} />
        </LazyPart>
      ) : null}
      <p>
        {order.name} · <a href={`tel:${order.phone.startsWith('+') ? order.phone : `+993${order.phone}`}`}>{order.phone}</a>
      </p>
      {order.reject_reason ? (
        <p>
          {t(`desk.reasons.${order.reject_reason}`)}
          {order.reject_note ? `: ${order.reject_note}` : ''}
        </p>
      ) : null}
      <h3 className="desk-no-print">{t('desk.detail.history')}</h3>
      <ol className="desk-history desk-no-print">
        {order.history.map((h, i) => (
          <li key={i}>
            {shownTime(h.at, shortDateTimeOf)} — {t(`order_status.${h.status}`)}
            {h.by ? ` · ${h.by.name || t(`desk.roles.${h.by.role ?? 'manager'}`)}` : h.actor ? ` · ${t(`desk.actors.${h.actor}`)}` : ''}
            {h.note ? ` (${h.note})` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
