import type { DeskCategory } from '../../../../shared/menu/desk';
import { STATIONS, type Station } from '../../../../shared/kitchen';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { useChangeCategory } from '../api/menu';

/** Where the category's dishes are made on the kitchen display; saved as soon as it is chosen. */
export function StationSelect({ category, name }: { category: DeskCategory; name: string }) {
  const t = useT();
  const change = useChangeCategory();
  const label = t('desk_kitchen.station_of_category');
  return (
    <label className="desk-menu-station">
      {label}
      {/* named with the category too: every category has one of these */}
      <select
        value={category.station ?? ''}
        disabled={change.isPending}
        aria-label={`${label}: ${name}`}
        onChange={(e) => change.mutate({ id: category.id, change: { station: (e.target.value || null) as Station | null } })}
      >
        <option value="">{t('desk_kitchen.station_unset')}</option>
        {STATIONS.map((s) => (
          <option key={s} value={s}>
            {t(`desk_kitchen.stations.${s}`)}
          </option>
        ))}
      </select>
      {change.error ? (
        <span role="alert" className="desk-error">
          {errorText(change.error, t)}
        </span>
      ) : null}
    </label>
  );
}
