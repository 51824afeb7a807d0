import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ShopHours, Week } from '../../../../shared/shop-week';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { SaveRow } from './save-row';
import { SettingState } from './setting-state';
import { deskHoursQuery, useSaveHours } from '../api/rules';
import '../desk-rules.css';

/** The owner's week (closing after midnight allowed), dated closures and the last-order time. */
export function DeskHours() {
  const setting = useQuery(deskHoursQuery(useApi()));
  return <SettingState setting={setting}>{(saved) => <HoursForm saved={saved} />}</SettingState>;
}

const DEFAULT_DAY = { opens: '10:00', closes: '23:00' };

function HoursForm({ saved }: { saved: ShopHours }) {
  const t = useT();
  const save = useSaveHours();
  const [week, setWeek] = useState<Week>(saved.week);
  const [closures, setClosures] = useState(saved.closures.join('\n'));
  const [lastOrder, setLastOrder] = useState(String(saved.lastOrderMinutes));
  const day = (i: number) => t(`desk_rules.weekdays.${i}`);
  const setDay = (i: number, value: Week[number]) => setWeek((w) => w.map((d, j) => (j === i ? value : d)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({
      week,
      closures: closures
        .split(/\s+/)
        .map((c) => c.trim())
        .filter(Boolean),
      last_order_minutes: Number(lastOrder) || 0,
    });
  };

  return (
    <form className="desk-rules desk-hours" aria-labelledby="desk-hours-title" onSubmit={submit} noValidate>
      <h2 id="desk-hours-title">{t('desk_rules.hours_title')}</h2>
      {week.map((d, i) => (
        <fieldset key={i} className="desk-hours__day">
          <legend>{day(i)}</legend>
          <label>
            <input type="checkbox" checked={d !== null} onChange={(e) => setDay(i, e.target.checked ? DEFAULT_DAY : null)} />{' '}
            {t('desk_rules.open_day', { day: day(i) })}
          </label>
          {d ? (
            <>
              <label>
                {t('desk_rules.opens', { day: day(i) })}{' '}
                <input type="time" value={d.opens} onChange={(e) => setDay(i, { ...d, opens: e.target.value })} />
              </label>
              <label>
                {t('desk_rules.closes', { day: day(i) })}{' '}
                <input type="time" value={d.closes} onChange={(e) => setDay(i, { ...d, closes: e.target.value })} />
              </label>
            </>
          ) : null}
        </fieldset>
      ))}
      <label className="form-field">
        {t('desk_rules.closures')}
        <textarea rows={3} value={closures} onChange={(e) => setClosures(e.target.value)} />
      </label>
      <label>
        {t('desk_rules.last_order')}{' '}
        <input type="number" min={0} max={240} step={5} value={lastOrder} onChange={(e) => setLastOrder(e.target.value)} />
      </label>
      <SaveRow label={t('desk_rules.save_hours')} save={save} />
    </form>
  );
}
