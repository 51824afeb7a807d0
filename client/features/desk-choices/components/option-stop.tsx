import { useState } from 'react';
import type { DeskChoiceOption } from '../../../../shared/api/choices';
import { clockOf, nextClockTime } from '../../../../shared/hours';
import { STOP_LENGTHS, type StopLength } from '../../../../shared/stop-list';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { useStopOption, useUnstopOption } from '../api/choices';

/** An option's stop-list, like the dishes' (desk-rules): sold out for an hour, the day, until a time or further notice; or back on sale. */
export function OptionStop({ option, name }: { option: DeskChoiceOption; name: string }) {
  const t = useT();
  const stop = useStopOption();
  const unstop = useUnstopOption();
  const [length, setLength] = useState<StopLength>('1h');
  const [time, setTime] = useState('');
  const failure = stop.error ?? unstop.error;
  const mark = () =>
    stop.mutate({ id: option.id, stop: { length, ...(length === 'until' && time ? { at: nextClockTime(time, Date.now()) } : {}) } });
  return (
    <div className="desk-choices__stop">
      <span>
        {!option.sold_out
          ? t('desk_rules.on_sale')
          : option.until
            ? t('desk_rules.sold_out_until', { time: clockOf(Date.parse(option.until)) })
            : t('desk_rules.sold_out_indefinite')}
      </span>{' '}
      {option.sold_out ? (
        <button type="button" className="desk-link" disabled={unstop.isPending} onClick={() => unstop.mutate(option.id)}>
          {t('desk_rules.unmark', { name })}
        </button>
      ) : (
        <>
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
          <button type="button" className="desk-link" disabled={stop.isPending || (length === 'until' && !time)} onClick={mark}>
            {t('desk_rules.mark', { name })}
          </button>
        </>
      )}
      {failure ? (
        <p role="alert" className="desk-error">
          {errorText(failure, t)}
        </p>
      ) : null}
    </div>
  );
}
