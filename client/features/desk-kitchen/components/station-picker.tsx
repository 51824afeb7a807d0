import { STATIONS, type Station } from '../../../../shared/kitchen';
import { useT } from '../../../i18n';

/** Which station this screen shows: all of them, or one (a tablet at the grill shows the grill's lines). */
export function StationPicker({ station, onPick }: { station: Station | null; onPick: (station: Station | null) => void }) {
  const t = useT();
  const choices: (Station | null)[] = [null, ...STATIONS];
  return (
    <div role="group" aria-label={t('desk_kitchen.station')} className="kitchen-stations">
      {choices.map((choice) => (
        <button
          key={choice ?? 'all'}
          type="button"
          className="kitchen-station"
          aria-pressed={choice === station}
          onClick={() => onPick(choice)}
        >
          {choice ? t(`desk_kitchen.stations.${choice}`) : t('desk_kitchen.all_stations')}
        </button>
      ))}
    </div>
  );
}
