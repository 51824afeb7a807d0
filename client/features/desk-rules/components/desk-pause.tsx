import { useState } from 'react';
import { clockOf } from '../../../../shared/hours';
import { PAUSE_LENGTHS, type PauseLength } from '../../../../shared/shop-week';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { useShopStatus } from '../../shop-status/hooks/use-shop-status';
import { usePause, useResume } from '../api/rules';

/** Stop taking orders for 30 minutes, an hour or the rest of the day, with a reason; or resume. Owner and manager. */
export function DeskPause() {
  const t = useT();
  const status = useShopStatus();
  const pause = usePause();
  const resume = useResume();
  const [reason, setReason] = useState('');
  const paused = status?.state === 'paused' ? status : null;
  const failure = pause.error ?? resume.error;

  const start = (length: PauseLength) => pause.mutate({ length, reason: reason.trim() }, { onSuccess: () => setReason('') });

  return (
    <section className="desk-rules desk-pause" aria-labelledby="desk-pause-title">
      <h2 id="desk-pause-title">{t('desk_rules.pause_title')}</h2>
      <p role="status">
        {paused
          ? t('desk_rules.paused_until', { time: clockOf(Date.parse(paused.until)), reason: paused.reason })
          : t('desk_rules.not_paused')}
      </p>
      {paused ? (
        <button type="button" className="desk-button" disabled={resume.isPending} onClick={() => resume.mutate(undefined)}>
          {t('desk_rules.resume')}
        </button>
      ) : (
        <div className="desk-rules__controls">
          <label>
            {t('desk_rules.pause_reason')} <input value={reason} required maxLength={200} onChange={(e) => setReason(e.target.value)} />
          </label>
          {PAUSE_LENGTHS.map((l) => (
            <button key={l} type="button" className="desk-button" disabled={pause.isPending || !reason.trim()} onClick={() => start(l)}>
              {t('desk_rules.pause_for', { length: t(`desk_rules.pause_lengths.${l}`) })}
            </button>
          ))}
        </div>
      )}
      {failure ? (
        <p role="alert" className="desk-error">
          {errorText(failure, t)}
        </p>
      ) : null}
    </section>
  );
}
