import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { REJECT_REASONS } from '../../../../shared/desk';
import { shopDate } from '../../../../shared/hours';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { deskTodayQuery, ordersCsvHref } from '../api/today';

/** Today's figures (orders, revenue, average, cancellations with reasons) and the CSV of a date range. */
export function DeskToday({ now = () => new Date() }: { now?: () => Date }) {
  const t = useT();
  const today = useQuery(deskTodayQuery(useApi()));
  const [from, setFrom] = useState(() => shopDate(now().getTime()));
  const [to, setTo] = useState(() => shopDate(now().getTime()));
  const data = today.data;
  return (
    <section className="desk-today" aria-labelledby="desk-today-title">
      <h2 id="desk-today-title">{t('desk.today.title')}</h2>
      {today.isPending ? (
        <p>{t('desk.loading')}</p>
      ) : today.isError ? (
        <p role="alert" className="desk-error">
          {errorText(today.error, t)}
        </p>
      ) : data ? (
        <>
          <dl className="desk-figures">
            <div>
              <dt>{t('desk.today.orders')}</dt>
              <dd>{data.orders}</dd>
            </div>
            <div>
              <dt>{t('desk.today.delivered')}</dt>
              <dd>{data.delivered}</dd>
            </div>
            {data.by_fulfilment?.pickup ? (
              <>
                <div>
                  <dt>{t('desk.today.pickup_orders')}</dt>
                  <dd>{data.by_fulfilment.pickup}</dd>
                </div>
                <div>
                  <dt>{t('desk.today.collected')}</dt>
                  <dd>{data.collected ?? 0}</dd>
                </div>
              </>
            ) : null}
            <div>
              <dt>{t('desk.today.revenue')}</dt>
              <dd>{t('desk.today.money', { amount: data.revenue })}</dd>
            </div>
            <div>
              <dt>{t('desk.today.average')}</dt>
              <dd>{t('desk.today.money', { amount: data.average })}</dd>
            </div>
            <div>
              <dt>{t('desk.today.cancelled')}</dt>
              <dd>{data.cancelled}</dd>
            </div>
          </dl>
          {data.cancelled > 0 ? (
            <>
              <h3>{t('desk.today.by_reason')}</h3>
              <ul className="desk-reasons">
                {[...REJECT_REASONS, 'none' as const].map((reason) =>
                  data.cancelled_by_reason[reason] ? (
                    <li key={reason}>
                      {t(reason === 'none' ? 'desk.today.no_reason' : `desk.reasons.${reason}`)}: {data.cancelled_by_reason[reason]}
                    </li>
                  ) : null,
                )}
              </ul>
              <ul className="desk-cancellations">
                {data.cancellations.map((c) => (
                  <li key={c.id}>
                    {t('desk.order.number', { number: c.number })} — {c.reason ? t(`desk.reasons.${c.reason}`) : t('desk.today.no_reason')}
                    {c.note ? `: ${c.note}` : ''}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {data.choices?.length ? (
            <>
              <h3>{t('desk.today.choices')}</h3>
              <ul className="desk-day-choices">
                {data.choices.map((c) => (
                  <li key={`${c.group}: ${c.name}`}>
                    {c.group}: {c.name} — {c.count}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
      <form className="desk-csv" onSubmit={(e) => e.preventDefault()}>
        <h3>{t('desk.today.csv_title')}</h3>
        <label>
          {t('desk.today.from')} <input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {t('desk.today.to')} <input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </label>
        <a className="desk-button" href={ordersCsvHref(from, to)} download>
          {t('desk.today.download')}
        </a>
      </form>
    </section>
  );
}
