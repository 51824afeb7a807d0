import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clockOf, nextClockTime } from '../../../../shared/hours';
import { STOP_LENGTHS, type StopLength } from '../../../../shared/stop-list';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import type { StopListDish } from '../../../../shared/api/desk';
import { deskStopListQuery, useStopDish, useUnstopDish } from '../api/rules';
import { DeskPause } from './desk-pause';
import { DeskBusy } from './desk-busy';
import '../desk-rules.css';

/** The evening's controls, for every staff member: pause orders, and mark dishes sold out or back on sale. */
export function DeskStopList() {
  const t = useT();
  const dishes = useQuery(deskStopListQuery(useApi()));
  const stop = useStopDish();
  const unstop = useUnstopDish();
  const [search, setSearch] = useState('');
  const [length, setLength] = useState<StopLength>('1h');
  const [time, setTime] = useState('');
  const needle = search.trim().toLocaleLowerCase();
  const shown = (dishes.data ?? []).filter((d) => needle === '' || d.name.toLocaleLowerCase().includes(needle));
  const failure = stop.error ?? unstop.error;

  const mark = (dish: StopListDish) =>
    stop.mutate({ product_id: dish.id, length, ...(length === 'until' && time ? { at: nextClockTime(time, Date.now()) } : {}) });

  return (
    <>
      <DeskPause />
      <DeskBusy />
      <section className="desk-rules" aria-labelledby="desk-stoplist-title">
        <h2 id="desk-stoplist-title">{t('desk_rules.stoplist_title')}</h2>
        <div className="desk-rules__controls">
          <label>
            {t('desk_rules.search')} <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </label>
          <label>
            {t('desk_rules.length')}{' '}
            <select value={length} onChange={(e) => setLength(e.target.value as StopLength)}>
              {STOP_LENGTHS.map((l) => (
                <option key={l} value={l}>
                  {t(`desk_rules.lengths.${l}`)}
                </option>
              ))}
            </select>
          </label>
          {length === 'until' ? (
            <label>
              {t('desk_rules.until_time')} <input type="time" value={time} required onChange={(e) => setTime(e.target.value)} />
            </label>
          ) : null}
        </div>
        {failure ? (
          <p role="alert" className="desk-error">
            {errorText(failure, t)}
          </p>
        ) : null}
        {dishes.isError ? (
          <p role="alert" className="desk-error">
            {errorText(dishes.error, t)}
          </p>
        ) : dishes.isPending ? (
          <p>{t('desk.loading')}</p>
        ) : shown.length === 0 ? (
          <p>{t('desk_rules.nothing_found')}</p>
        ) : (
          <ul className="desk-rules__dishes">
            {shown.map((dish) => (
              <li key={dish.id} className={dish.sold_out ? 'desk-rules__dish is-sold-out' : 'desk-rules__dish'}>
                <span className="desk-rules__name">{dish.name}</span>
                <span>
                  {!dish.sold_out
                    ? t('desk_rules.on_sale')
                    : dish.until
                      ? t('desk_rules.sold_out_until', { time: clockOf(Date.parse(dish.until)) })
                      : t('desk_rules.sold_out_indefinite')}
                </span>
                {dish.sold_out ? (
                  <button type="button" className="desk-link" disabled={unstop.isPending} onClick={() => unstop.mutate(dish.id)}>
                    {t('desk_rules.unmark', { name: dish.name })}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="desk-button"
                    disabled={stop.isPending || (length === 'until' && !time)}
                    onClick={() => mark(dish)}
                  >
                    {t('desk_rules.mark', { name: dish.name })}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
