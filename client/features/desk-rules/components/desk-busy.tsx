import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { clockOf } from '../../../../shared/hours';
import { BUSY_EXTRA_MINUTES, BUSY_LENGTH_MINUTES, LEARNED_MIN_ORDERS, type DeskEstimates } from '../../../../shared/estimate';
import { useT } from '../../../i18n';
import { useApi } from '../../../app-context';
import { errorText } from '../../../session/error-text';
import { deskEstimatesQuery } from '../../desk-orders/api/estimates';
import type { BusyInput } from '../../../../shared/schemas/estimate';
import { useEndBusy, useStartBusy } from '../api/busy';

/** The offered choice a select's value names (the first one should it name none). */
const choice = <N extends number>(offered: readonly N[], value: string): N => offered.find((n) => n === Number(value)) ?? offered[0];

/** Every estimate longer for a while (it ends by itself), or ended early; and what each zone's estimate rests on. */
export function DeskBusy() {
  const t = useT();
  const { data } = useQuery(deskEstimatesQuery(useApi()));
  const start = useStartBusy();
  const end = useEndBusy();
  const [extra, setExtra] = useState<BusyInput['extra_minutes']>(BUSY_EXTRA_MINUTES[1]);
  const [length, setLength] = useState<BusyInput['length_minutes']>(BUSY_LENGTH_MINUTES[1]);
  const busy = data?.busy ?? null;
  const failure = start.error ?? end.error;

  return (
    <section className="desk-rules desk-busy" aria-labelledby="desk-busy-title">
      <h2 id="desk-busy-title">{t('desk_rules.busy_title')}</h2>
      <p role="status">
        {busy ? t('desk_rules.busy_on', { minutes: busy.extra_minutes, time: clockOf(Date.parse(busy.until)) }) : t('desk_rules.busy_off')}
      </p>
      <form
        className="desk-rules__controls"
        onSubmit={(e) => {
          e.preventDefault();
          start.mutate({ extra_minutes: extra, length_minutes: length });
        }}
      >
        <label>
          {t('desk_rules.busy_extra')}{' '}
          <select value={extra} onChange={(e) => setExtra(choice(BUSY_EXTRA_MINUTES, e.target.value))}>
            {BUSY_EXTRA_MINUTES.map((m) => (
              <option key={m} value={m}>
                {t('desk_rules.busy_minutes', { minutes: m })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('desk_rules.busy_length')}{' '}
          <select value={length} onChange={(e) => setLength(choice(BUSY_LENGTH_MINUTES, e.target.value))}>
            {BUSY_LENGTH_MINUTES.map((m) => (
              <option key={m} value={m}>
                {t('desk_rules.busy_minutes', { minutes: m })}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="desk-button" disabled={start.isPending}>
          {t('desk_rules.busy_start')}
        </button>
        {busy ? (
          <button type="button" className="desk-button" disabled={end.isPending} onClick={() => end.mutate(undefined)}>
            {t('desk_rules.busy_end')}
          </button>
        ) : null}
      </form>
      {failure ? (
        <p role="alert" className="desk-error">
          {errorText(failure, t)}
        </p>
      ) : null}
      {data ? <ZoneEstimates zones={data.zones} busy={busy !== null} /> : null}
    </section>
  );
}

function ZoneEstimates({ zones, busy }: { zones: DeskEstimates['zones']; busy: boolean }) {
  const t = useT();
  return (
    <>
      <h3>{t('desk_rules.estimates_title')}</h3>
      <ul className="desk-busy__zones">
        {zones.map((z) => (
          <li key={z.zone_id}>
            {t('desk_rules.estimate_zone', { zone: z.name, minutes: z.typical_minutes })} —{' '}
            {z.basis.kind === 'orders'
              ? t('desk_rules.basis_orders', { count: z.basis.orders })
              : t('desk_rules.basis_zone', { count: z.basis.orders, needed: LEARNED_MIN_ORDERS })}
            {busy ? ` (${t('desk_rules.estimate_busy', { minutes: z.minutes })})` : null}
          </li>
        ))}
      </ul>
    </>
  );
}
