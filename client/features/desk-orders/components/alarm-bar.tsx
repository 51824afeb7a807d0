import { useT } from '../../../i18n';

/** The sound switch: browsers need one gesture before a page may ring. */
export function AlarmBar({ soundOn, newCount, turnOn, turnOff }: { soundOn: boolean; newCount: number; turnOn(): void; turnOff(): void }) {
  const t = useT();
  return (
    <div className="desk-alarm" role="status">
      {newCount > 0 ? <strong>{t('desk.alarm.new_orders', { count: newCount })}</strong> : null}
      {soundOn ? (
        <button type="button" className="desk-link" onClick={turnOff}>
          {t('desk.alarm.turn_off')}
        </button>
      ) : (
        <>
          <span className="desk-sound-off">{t('desk.alarm.sound_off')}</span>
          <button type="button" className="desk-button" onClick={turnOn}>
            {t('desk.alarm.turn_on')}
          </button>
        </>
      )}
    </div>
  );
}
