import type { ChoiceGroup as Group } from '../../../../shared/api/choices';
import type { GroupProblem } from '../../../../shared/choices';
import { useLocale, useT } from '../../../i18n';
import { formatMoney, parseMoney } from '../../../../shared/money';

/** The rule of a group in words: "Choose one", "Choose up to 3", "Choose 1 to 2". */
export function groupHint(t: ReturnType<typeof useT>, group: Pick<Group, 'min' | 'max'>): string {
  if (group.max === 1) return group.min >= 1 ? t('choices.pick_one') : t('choices.pick_one_optional');
  if (group.min === group.max) return t('choices.pick_exactly', { min: group.min });
  if (group.min === 0) return t('choices.pick_up_to', { max: group.max });
  return t('choices.pick_range', { min: group.min, max: group.max });
}

/** What is wrong with the group's part of the selection, in words (the first problem). */
export function problemText(t: ReturnType<typeof useT>, problem: GroupProblem): string {
  if (problem.problem === 'unavailable') return t('choices.unavailable');
  if (problem.problem === 'too_many') return t('choices.too_many', { max: problem.max });
  return problem.min === 1 ? t('choices.too_few_one') : t('choices.too_few', { min: problem.min });
}

/** A required single choice is a set of radios; anything else checkboxes (one at most replaces the other). */
export const isRadioGroup = (group: Pick<Group, 'min' | 'max'>) => group.max === 1 && group.min >= 1;

interface Props {
  group: Group;
  selected: ReadonlySet<number>;
  problem: GroupProblem | undefined;
  onToggle(optionId: number, on: boolean): void;
  /** the form's id prefix, so a page with the dish twice keeps ids unique */
  idPrefix: string;
}

/**
 * One group as a fieldset: its name and whether it is required in the legend, its rule and (when unmet)
 * what is missing right under it, both read with the group (aria-describedby). The inputs are a real
 * form's `choices` fields, so the page posts the selection before (or without) scripts.
 */
export function ChoiceGroupField({ group, selected, problem, onToggle, idPrefix }: Props) {
  const t = useT();
  const locale = useLocale();
  const hintId = `${idPrefix}-hint-${group.id}`;
  const problemId = `${idPrefix}-problem-${group.id}`;
  const radio = isRadioGroup(group);
  return (
    <fieldset
      className="choice-group"
      aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
      aria-invalid={problem ? true : undefined}
      data-group={group.id}
    >
      <legend className="choice-group__legend">
        <span className="choice-group__name">{group[`name_${locale}`]}</span>{' '}
        <span className="choice-group__required">{group.min >= 1 ? t('choices.required') : t('choices.optional')}</span>
      </legend>
      <p id={hintId} className="choice-group__hint">
        {groupHint(t, group)}
      </p>
      <ul className="choice-group__options">
        {group.options.map((option) => {
          const extra = parseMoney(option.price) ?? 0;
          const checked = selected.has(option.id);
          return (
            <li key={option.id} className="choice-option" data-sold-out={option.available ? undefined : true}>
              <label>
                <input
                  type={radio ? 'radio' : 'checkbox'}
                  name="choices"
                  value={option.id}
                  checked={checked}
                  disabled={!option.available && !checked}
                  onChange={(event) => onToggle(option.id, event.target.checked)}
                />
                {option.image ? (
                  <img className="choice-option__image" src={option.image} alt="" width={48} height={36} loading="lazy" />
                ) : null}
                <span className="choice-option__name">{option[`name_${locale}`]}</span>
                {extra !== 0 ? <span className="choice-option__price">{t('choices.extra', { price: formatMoney(extra) })}</span> : null}
                {option.available ? null : <span className="choice-option__sold-out">{t('choices.sold_out')}</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {problem ? (
        <p id={problemId} className="choice-group__problem form-error">
          {problemText(t, problem)}
        </p>
      ) : null}
    </fieldset>
  );
}
