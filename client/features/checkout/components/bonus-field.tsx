import type { User } from '../../../../shared/api/types';
import { useT } from '../../../i18n';
import { FormField } from '../../../components/form/form-field';
import type { SectionProps } from './section-props';

/** A customer may pay part of the dishes with bonus: at most the balance and the dishes' price. */
export function BonusField({ user, values, set, shows, touch }: SectionProps & { user: User }) {
  const t = useT();
  if (user.bonus_amount === '0.00') return null;
  return (
    <FormField
      label={t('checkout.bonus')}
      inputMode="decimal"
      value={values.bonus}
      placeholder="0.00"
      invalid={shows('bonus')}
      onBlur={() => touch('bonus')}
      onChange={(e) => set({ bonus: e.target.value.replace(',', '.') })}
      hint={
        shows('bonus') ? (
          <span className="form-error">{t('checkout.bonus_invalid')}</span>
        ) : (
          t('checkout.bonus_hint', { amount: user.bonus_amount })
        )
      }
    />
  );
}
