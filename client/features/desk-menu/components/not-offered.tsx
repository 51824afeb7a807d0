import type { DeskDish } from '../../../../shared/menu/desk';
import { textIn } from '../../../../shared/menu/names';
import { useLocale, useT } from '../../../i18n';

/**
 * Why the shop does not offer the dish now (the publish check): each required choice group with fewer
 * orderable options than its minimum, by name, with both numbers. Nothing for a dish on offer.
 */
export function NotOffered({ reasons }: { reasons: DeskDish['not_offered'] }) {
  const t = useT();
  const locale = useLocale();
  if (!reasons.length) return null;
  return (
    <ul className="desk-menu-not-offered">
      {reasons.map((r) => (
        <li key={r.group_id}>{t('desk_menu.not_offered', { group: textIn(r.group, locale), min: r.min, orderable: r.orderable })}</li>
      ))}
    </ul>
  );
}
