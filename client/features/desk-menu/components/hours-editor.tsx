import './hours-editor.css';
import { useState } from 'react';
import { toMinutes } from '../../../../shared/hours';
import { ALL_DAYS, clockOfMinute, isValidWindow, MINUTES_IN_DAY, type MenuWindow } from '../../../../shared/menu-hours';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { useSaveMenuHours } from '../api/menu-hours';

interface Props {
  kind: 'categories' | 'dishes';
  id: number;
  /** the category's or dish's name, for the fields' labels */
  name: string;
  hours: MenuWindow | null;
}

// a clock field cannot say 24:00: midnight at the end of the window is written 00:00
const untilField = (until: number) => clockOfMinute(until % MINUTES_IN_DAY);
const untilMinute = (value: string) => toMinutes(value) || MINUTES_IN_DAY;

/**
 * The serving hours of a category or a dish (menus by the hour, shared/menu-hours.ts): always, or only
 * on the weekdays ticked between two clock times, past midnight allowed. Saved on its own, beside the
 * category's or dish's form (its own request: PUT …/hours).
 */
export function HoursEditor({ kind, id, name, hours }: Props) {
  const t = useT();
  const save = useSaveMenuHours(kind, id);
  const [limited, setLimited] = useState(hours !== null);
  const [days, setDays] = useState<number[]>(hours?.days ?? ALL_DAYS);
  const [from, setFrom] = useState(clockOfMinute(hours?.from ?? 8 * 60));
  const [until, setUntil] = useState(untilField(hours?.until ?? 11 * 60));
  const chosen: MenuWindow = { days: [...days].sort(), from: toMinutes(from), until: untilMinute(until) };
  const problem = !limited
    ? null
    : days.length === 0
      ? t('desk_menu_hours.no_days')
      : !isValidWindow(chosen)
        ? t('desk_menu_hours.same_times')
        : null;
  const prefix = `hours-${kind}-${id}`;
  const toggle = (day: number) => setDays(days.includes(day) ? days.filter((d) => d !== day) : [...days, day]);

  return (
    <fieldset className="desk-menu-hours">
      <legend>
        {t('desk_menu_hours.legend')}: {name}
      </legend>
      {kind === 'categories' ? <p className="desk-hint">{t('desk_menu_hours.category_hint')}</p> : null}
      <label>
        <input type="radio" name={`${prefix}-mode`} checked={!limited} onChange={() => setLimited(false)} />
        {t('desk_menu_hours.always')}
      </label>
      <label>
        <input type="radio" name={`${prefix}-mode`} checked={limited} onChange={() => setLimited(true)} />
        {t('desk_menu_hours.only')}
      </label>
      {limited ? (
        <>
          <div className="desk-menu-hours__days">
            {ALL_DAYS.map((day) => (
              <label key={day}>
                <input type="checkbox" checked={days.includes(day)} onChange={() => toggle(day)} />
                {t(`desk_menu_hours.days.${day}`)}
              </label>
            ))}
          </div>
          <label>
            {t('desk_menu_hours.from')}
            <input type="time" id={`${prefix}-from`} value={from} onChange={(e) => setFrom(e.target.value || '00:00')} />
          </label>
          <label>
            {t('desk_menu_hours.until')}
            <input type="time" id={`${prefix}-until`} value={until} onChange={(e) => setUntil(e.target.value || '00:00')} />
          </label>
          {!problem && chosen.until <= chosen.from ? (
            <p className="desk-hint">{t('desk_menu_hours.past_midnight', { time: untilField(chosen.until) })}</p>
          ) : null}
        </>
      ) : null}
      {problem ? <p className="desk-error">{problem}</p> : null}
      <div className="desk-menu-actions">
        <button
          type="button"
          className="desk-button"
          disabled={save.isPending || problem !== null}
          onClick={() => save.mutate(limited ? chosen : null)}
        >
          {t('desk_menu_hours.save')}
        </button>
        {save.isSuccess ? <span role="status">{t('desk_menu_hours.saved')}</span> : null}
      </div>
      {save.error ? (
        <p role="alert" className="desk-error">
          {errorText(save.error, t)}
        </p>
      ) : null}
    </fieldset>
  );
}
