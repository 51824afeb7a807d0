import { useQuery } from '@tanstack/react-query';
import { clockSecondsOf, shownTime } from '../../../../shared/hours';
import type { PrintingStatus } from '../../../../shared/schemas/printing';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { useAlarm, type AlarmDeps } from '../../desk-orders/hooks/use-alarm';
import { deskPrintingQuery, useReprint } from '../api/printing';

const clock = (iso: string) => shownTime(iso, clockSecondsOf);

/**
 * The kitchen printers (docs/printing.md): each printer's last poll and queue, every ticket's state,
 * reprint, and the server's alarm as a banner and a ring — a printer with tickets waiting that has
 * gone quiet, or a ticket that failed. Kept mounted so it rings from any section.
 */
export function DeskPrinters({ alarm }: { alarm?: AlarmDeps }) {
  const t = useT();
  const status = useQuery(deskPrintingQuery(useApi()));
  const data = status.data;
  const sound = useAlarm(data?.alarm ? 1 : 0, alarm);
  const reprint = useReprint();
  return (
    <section className="desk-printers" aria-labelledby="desk-printers-title">
      <h2 id="desk-printers-title">{t('desk.printers.title')}</h2>
      {data?.alarm ? <Alarm data={data} /> : null}
      <p>
        {sound.soundOn ? (
          <button type="button" className="desk-link" onClick={sound.turnOff}>
            {t('desk.alarm.turn_off')}
          </button>
        ) : (
          <button type="button" className="desk-button" onClick={sound.turnOn}>
            {t('desk.alarm.turn_on')}
          </button>
        )}
      </p>
      {status.isPending ? (
        <p>{t('desk.loading')}</p>
      ) : status.isError ? (
        <p role="alert" className="desk-error">
          {errorText(status.error, t)}
        </p>
      ) : data ? (
        <>
          {data.printers.length === 0 ? <p>{t('desk.printers.none')}</p> : null}
          <ul aria-label={t('desk.printers.list')}>
            {data.printers.map((p) => (
              <li key={p.id}>
                <strong>{p.name}</strong> ({p.mac}) ·{' '}
                {p.last_poll_at ? t('desk.printers.last_poll', { time: clock(p.last_poll_at) }) : t('desk.printers.never_polled')} ·{' '}
                {t('desk.printers.waiting', { count: p.queued })}
              </li>
            ))}
          </ul>
          <h3>{t('desk.printers.jobs')}</h3>
          {reprint.isError ? (
            <p role="alert" className="desk-error">
              {errorText(reprint.error, t)}
            </p>
          ) : null}
          <ul aria-label={t('desk.printers.jobs')}>
            {data.jobs.map((job) => (
              <li key={job.id}>
                {t('desk.printers.job', { number: job.order_number, state: t(`desk.printers.state.${job.state}`), attempts: job.attempts })}
                {job.reason === 'reprint' ? ` · ${t('desk.printers.reprinted')}` : ''}{' '}
                <button type="button" className="desk-link" disabled={reprint.isPending} onClick={() => reprint.mutate(job.order_id)}>
                  {t('desk.printers.reprint', { number: job.order_number })}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function Alarm({ data }: { data: PrintingStatus }) {
  const t = useT();
  const name = (id: number) => data.printers.find((p) => p.id === id)?.name ?? '';
  return (
    <div role="alert" className="desk-alarm">
      {data.printers
        .filter((p) => p.silent)
        .map((p) => (
          <p key={`silent-${p.id}`}>
            <strong>
              {p.last_poll_at
                ? t('desk.printers.silent', { name: p.name, time: clock(p.last_poll_at), count: p.queued })
                : t('desk.printers.silent_never', { name: p.name, count: p.queued })}
            </strong>
          </p>
        ))}
      {data.printers
        .filter((p) => p.stopped)
        .map((p) => (
          <p key={`stopped-${p.id}`}>
            <strong>{t('desk.printers.stopped', { name: p.name, status: p.last_status, count: p.queued })}</strong>
          </p>
        ))}
      {data.jobs
        .filter((j) => j.state === 'failed')
        .map((j) => (
          <p key={`failed-${j.id}`}>
            <strong>{t('desk.printers.failed', { number: j.order_number, name: name(j.printer_id), error: j.last_error })}</strong>
          </p>
        ))}
    </div>
  );
}
