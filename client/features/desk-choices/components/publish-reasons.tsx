import type { DeskChoices } from '../../../../shared/api/choices';
import { textIn } from '../../../../shared/menu/names';
import { useLocale, useT } from '../../../i18n';

/** Why a dish cannot be ordered (the publish check): "Portion: needs 1 orderable option, has 0"; nothing when it can. */
export function PublishReasons({ choices, dishId }: { choices: DeskChoices; dishId: number }) {
  const t = useT();
  const locale = useLocale();
  const problems = choices.dishes.find((d) => d.dish_id === dishId)?.problems ?? [];
  if (problems.length === 0) return null;
  return (
    <p className="desk-error desk-choices__reason">
      {t('desk_choices.not_orderable')}{' '}
      {problems
        .map((p) => {
          const group = choices.groups.find((g) => g.id === p.group_id);
          return t('desk_choices.reason', { group: group ? textIn(group.name, locale) : `#${p.group_id}`, min: p.min, has: p.orderable });
        })
        .join('; ')}
    </p>
  );
}
