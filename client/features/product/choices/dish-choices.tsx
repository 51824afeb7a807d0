import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { Product } from '../../../../shared/api/types';
import { toRuleGroups, type ChoiceGroup } from '../../../../shared/api/choices';
import { canonicalSelection, checkSelection, defaultSelection, groupProblems, unitPrice } from '../../../../shared/choices';
import { localizePath } from '../../../../shared/locale';
import { useLocale, useT } from '../../../i18n';
import { Money, priceOf } from '../../../components/price';
import { formatMoney } from '../../../../shared/money';
import { useBasket } from '../../basket/hooks/use-basket';
import { useSoldOut } from '../../shop-status/hooks/use-shop-status';
import { SoldOutMark } from '../../shop-status/components/shop-status-banner';
import { ChoiceGroupField, isRadioGroup } from './choice-group';

/** The selection with one option turned on or off, by the group's kind (a single choice replaces the other). */
export function toggled(groups: readonly ChoiceGroup[], selection: readonly number[], optionId: number, on: boolean): number[] {
  const group = groups.find((g) => g.options.some((o) => o.id === optionId));
  if (!group) return [...selection];
  const rest = selection.filter((id) => id !== optionId);
  if (!on) return rest;
  const single = isRadioGroup(group) || group.max === 1;
  const others = single ? rest.filter((id) => !group.options.some((o) => o.id === id)) : rest;
  return canonicalSelection([...others, optionId]);
}

/**
 * The dish's choice groups on its page and in its modal: the options as radios or checkboxes, the price
 * with them as they change, what is missing explained beside its group, and "add" with the selection.
 * A real form: before (or without) scripts it posts `product_id`, each chosen `choices` and the line's
 * next `quantity` (as rendered: the defaults' line) to the HTML basket (server/http/basket-form.ts).
 */
export function DishChoices({ product }: { product: Product }) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const basket = useBasket();
  const soldOut = useSoldOut(product.id);
  const idPrefix = useId();
  const groups = useMemo(() => product.choices?.groups ?? [], [product.choices]);
  const rules = useMemo(() => toRuleGroups(groups), [groups]);
  const [selection, setSelection] = useState<number[]>(() => canonicalSelection(defaultSelection(rules)));
  const [attempted, setAttempted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const check = checkSelection(rules, selection);
  const price = unitPrice(priceOf(product), rules, selection);
  const selected = new Set(selection);
  const inBasket = basket.quantityOf(product.id, selection);
  // an unmet minimum is said once the shopper tries to add; too many, or a sold-out choice, at once
  const shown = (groupId: number) => groupProblems(check, groupId).find((p) => attempted || p.problem !== 'too_few');

  if (product.choices && !product.choices.orderable) return <p className="dish-choices__closed">{t('choices.not_orderable')}</p>;

  const add = (event: FormEvent) => {
    event.preventDefault(); // the scripts have it: the form is the path without them
    if (!check.ok) {
      setAttempted(true);
      const first = check.problems[0];
      form.current?.querySelector<HTMLInputElement>(`[data-group="${first?.group_id}"] input:not(:disabled)`)?.focus();
      return;
    }
    void basket.setQuantity(product, inBasket + 1, selection);
  };

  return (
    <form ref={form} method="post" action={localizePath('/basket/lines', locale)} className="dish-choices" onSubmit={add} noValidate>
      <input type="hidden" name="product_id" value={product.id} />
      <input type="hidden" name="return_to" value={pathname + search} />
      {groups.map((group) => (
        <ChoiceGroupField
          key={group.id}
          group={group}
          selected={selected}
          problem={shown(group.id)}
          idPrefix={idPrefix}
          onToggle={(optionId, on) => setSelection((now) => toggled(groups, now, optionId, on))}
        />
      ))}
      <p className="dish-choices__price">
        {t('choices.price')}:{' '}
        <output aria-live="polite">
          <Money minor={price} />
        </output>
      </p>
      {inBasket > 0 ? <p className="dish-choices__in-basket">{t('choices.in_basket', { quantity: inBasket })}</p> : null}
      {attempted && !check.ok ? (
        <p role="alert" className="form-error dish-choices__missing">
          {t('choices.fix_first')}
        </p>
      ) : null}
      {soldOut ? (
        <SoldOutMark />
      ) : (
        <button type="submit" name="quantity" value={inBasket + 1} className="basket-add dish-choices__add">
          {t('choices.add', { price: formatMoney(price) })}
        </button>
      )}
    </form>
  );
}
