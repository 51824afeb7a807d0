import type { DeskChoiceGroup, DeskChoiceOption } from '../../../shared/api/choices';
import { missingLanguages } from '../../../shared/menu/names';
import { formatMoney } from '../../../shared/money';
import { isStopped } from '../../../shared/stop-list';
import type * as repo from './desk-repo';

// The desk's view of choice groups (GET /desk/menu/groups and every write's answer).

type GroupRow = NonNullable<Awaited<ReturnType<typeof repo.findGroup>>>;
type OptionRow = NonNullable<Awaited<ReturnType<typeof repo.findOption>>>;

const texts = (r: { name_tm: string; name_ru: string; name_en: string }) => ({ tm: r.name_tm, ru: r.name_ru, en: r.name_en });

export function presentOption(o: OptionRow, until: Map<number, string | null>, now: Date): DeskChoiceOption {
  const marked = until.has(o.id) && isStopped({ until: until.get(o.id)! }, now);
  const name = texts(o);
  return {
    id: o.id,
    name,
    price: formatMoney(o.price),
    is_default: o.is_default === 1,
    product_id: o.product_id,
    archived: o.archived === 1,
    sold_out: marked,
    until: marked ? until.get(o.id)! : null,
    missing: missingLanguages(name),
  };
}

/** A group as the desk edits it: the three languages side by side, what is missing flagged, the dishes it is on. */
export function presentGroup(
  g: GroupRow,
  options: OptionRow[],
  attachments: { product_id: number; group_id: number }[],
  until: Map<number, string | null>,
  now: Date,
): DeskChoiceGroup {
  const name = texts(g);
  const own = options.filter((o) => o.group_id === g.id).map((o) => presentOption(o, until, now));
  return {
    id: g.id,
    name,
    min: g.min_select,
    max: g.max_select,
    archived: g.archived === 1,
    options: own,
    dish_ids: attachments.filter((a) => a.group_id === g.id).map((a) => a.product_id),
    // the group's name or an option's, in any language still empty
    missing: (['tm', 'ru', 'en'] as const).filter(
      (l) => missingLanguages(name).includes(l) || own.some((o) => !o.archived && o.missing.includes(l)),
    ),
  };
}
