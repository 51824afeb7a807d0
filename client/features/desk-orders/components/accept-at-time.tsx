import { useState } from 'react';
import { useT } from '../../../i18n';
import type { DeskOrder } from '../../../../shared/api/desk';
import type { Move } from './confirm-moves';

/**
 * Accept for a time of day (today or tomorrow). Opened from its button: a time field is the costliest
 * control a card has (Chromium builds its hour and minute fields as it is made; twenty new cards'
 * fields were a tenth of the board's first render at 4× CPU, issue 37), and most orders are accepted
 * with a quick estimate.
 */
export function AcceptAtTime({ order, move }: { order: DeskOrder; move: Move }) {
  const t = useT();
  const [time, setTime] = useState('');
  const [day, setDay] = useState<'today' | 'tomorrow'>('today');
  return (
    <form
      className="desk-accept-time"
      onSubmit={(e) => {
        e.preventDefault();
        if (time) move.mutate({ kind: 'accept', id: order.id, time, day });
      }}
    >
      <label>
        {t('desk.order.at_time')}
        <input type="time" value={time} onChange={(e) => setTime(e.target.value)} required />
      </label>
      <label>
        {t('desk.order.day')}
        <select value={day} onChange={(e) => setDay(e.target.value as 'today' | 'tomorrow')}>
          <option value="today">{t('desk.order.today')}</option>
          <option value="tomorrow">{t('desk.order.tomorrow')}</option>
        </select>
      </label>
      <button type="submit" className="desk-button" disabled={move.isPending || !time}>
        {t('desk.order.accept_at')}
      </button>
    </form>
  );
}
