import { pastTarget, type KitchenOrder } from '../../../../shared/kitchen';
import { clockOf } from '../../../../shared/hours';
import { useLocale, useT } from '../../../i18n';
import { LineChoices } from '../../../components/line-choices';
import { errorText } from '../../../session/error-text';
import { useBump } from '../api/bump';
import { useLineDone } from '../api/line-done';

/**
 * One order on the kitchen display: its minutes since accepted, or since its turn came for a later
 * time's order, which says when to start until then (the alert colour, and the word, past the target), its note, its lines — each a button that crosses it off — and the bump to the next stage.
 */
export function KitchenCard({ order, now, targetMinutes }: { order: KitchenOrder; now: number; targetMinutes: number }) {
  const t = useT();
  const locale = useLocale();
  const bump = useBump();
  const lineDone = useLineDone();
  const headingId = `kitchen-order-${order.id}`;
  // the clock counts from when cooking should start: the accept, or a later time's order its turn
  const start = Date.parse(order.cook_from);
  const waiting = now < start;
  const minutes = Math.max(0, Math.floor((now - start) / 60_000));
  const late = pastTarget(order.cook_from, now, targetMinutes);
  const failed = bump.error ?? lineDone.error;
  return (
    <article
      className="kitchen-card"
      aria-labelledby={headingId}
      data-late={late || undefined}
      data-stage={order.status}
      data-waiting={waiting || undefined}
    >
      <header className="kitchen-card-head">
        <h2 id={headingId}>{t('desk_kitchen.order', { number: order.number })}</h2>
        <p className="kitchen-stage">{t(`desk_kitchen.stage.${order.status}`)}</p>
        <p className="kitchen-clock">
          {waiting
            ? t('desk_kitchen.starts_at', { time: clockOf(start) })
            : order.cook_from === order.accepted_at
              ? t('desk_kitchen.minutes', { minutes })
              : t('desk_kitchen.minutes_since_start', { minutes })}
          {late ? <strong className="kitchen-late"> · {t('desk_kitchen.late')}</strong> : null}
        </p>
        <p className="kitchen-delivery">
          <strong className="kitchen-fulfilment" data-fulfilment={order.fulfilment}>
            {t(`desk.fulfilment.${order.fulfilment}`)}
          </strong>{' '}
          ·{' '}
          {order.delivery_time === 'asap'
            ? t('desk_kitchen.asap')
            : t('desk_kitchen.deliver_at', { time: clockOf(Date.parse(order.delivery_time)) })}
        </p>
      </header>
      {order.note ? (
        <p className="kitchen-note">
          <strong>{t('desk_kitchen.note')}:</strong> {order.note}
        </p>
      ) : null}
      <ul className="kitchen-lines">
        {order.lines.map((line) => (
          <li key={line.id}>
            <button
              type="button"
              className="kitchen-line"
              aria-pressed={line.done_at !== null}
              disabled={lineDone.isPending && lineDone.variables === line.id}
              onClick={() => lineDone.mutate(line.id)}
            >
              <span className="kitchen-quantity">{line.quantity} ×</span> <span className="kitchen-dish">{line.name}</span>{' '}
              <span className="kitchen-line-station">· {t(`desk_kitchen.stations.${line.station}`)}</span>
              {/* the choices first thing under the dish, as large as it: the cook makes what was chosen */}
              <LineChoices choices={line.choices} locale={locale} className="line-choices kitchen-choices" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="kitchen-button kitchen-bump"
        disabled={bump.isPending}
        onClick={() => bump.mutate({ id: order.id, status: order.status })}
      >
        {t(`desk_kitchen.bump.${order.status}`)}
      </button>
      {failed ? (
        <p role="alert" className="desk-error">
          {errorText(failed, t)}
        </p>
      ) : null}
    </article>
  );
}
