import type { LineChoice } from '../../shared/api/choices';
import type { Locale } from '../../shared/locale';
import { parseMoney } from '../../shared/money';

/** A line's choices by group, in the reader's language: "Portion: Half", "Sauces: Garlic, Chili". */
export function choiceGroupsText(choices: readonly LineChoice[], locale: Locale): string[] {
  const groups = new Map<number, { name: string; options: string[] }>();
  for (const c of choices) {
    const group = groups.get(c.group_id) ?? { name: c[`group_name_${locale}`] || c.group_name_ru, options: [] };
    const extra = parseMoney(c.price) ?? 0;
    group.options.push(`${c[`name_${locale}`] || c.name_ru}${extra ? ` (+${c.price})` : ''}`);
    groups.set(c.group_id, group);
  }
  return [...groups.values()].map((g) => `${g.name}: ${g.options.join(', ')}`);
}

/**
 * What a basket or order line was chosen with, one group a row, under the dish's name (basket panel,
 * checkout, order page, desk card and detail, kitchen). Nothing for a dish without choices.
 */
export function LineChoices({
  choices,
  locale,
  className = 'line-choices',
}: {
  choices?: readonly LineChoice[];
  locale: Locale;
  className?: string;
}) {
  if (!choices?.length) return null;
  return (
    <ul className={className}>
      {choiceGroupsText(choices, locale).map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
