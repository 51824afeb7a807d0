import { formatMoney } from '../../../../shared/money';
import { useT } from '../../../i18n';
import { FormField } from '../../../components/form/form-field';
import type { SectionProps } from './section-props';

/** Cash only, optional: the note the shopper will pay with, so the courier brings change; it must cover the total. */
export function ChangeFromField({ total, values, set, shows, touch, refused }: SectionProps & { total: number }) {
  const t = useT();
  const error = shows('change_from')
    ? (refused.change_from ?? t('checkout.change_from_invalid', { total: formatMoney(total) }))
    : undefined;
  return (
    <FormField
      label={t('checkout.change_from')}
      inputMode="decimal"
      value={values.changeFrom}
      placeholder="200.00"
      error={error}
      hint={t('checkout.change_from_hint')}
      onBlur={() => touch('change_from')}
      onChange={(e) => set({ changeFrom: e.target.value.replace(',', '.') })}
    />
  );
}
