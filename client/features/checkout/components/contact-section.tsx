import type { User } from '../../../../shared/api/types';
import { useT } from '../../../i18n';
import { FormField } from '../../../components/form/form-field';
import { PhoneField } from '../../../components/form/phone-field';
import { PHONE_PREFIX } from '../../../components/form/phone';
import type { SectionProps } from './section-props';

/** A guest gives a name and a phone; a customer's come from the account. */
export function ContactSection({ user, values, set, shows, touch, refused }: SectionProps & { user: User | null }) {
  const t = useT();
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.contact')}</legend>
      {user ? (
        <p>
          {`${user.name} ${user.surname}`.trim()} · +993{user.username}
        </p>
      ) : (
        <>
          <FormField
            label={t('checkout.name')}
            value={values.name}
            autoComplete="name"
            required
            invalid={shows('name')}
            onBlur={() => touch('name')}
            onChange={(e) => set({ name: e.target.value })}
            error={refused.name ?? (shows('name') ? t('checkout.required') : undefined)}
          />
          <PhoneField
            label={t('checkout.phone')}
            value={values.phone}
            invalid={shows('phone')}
            error={
              refused.phone ??
              (shows('phone') ? t(values.phone.length > PHONE_PREFIX.length ? 'field_errors.phone' : 'checkout.required') : undefined)
            }
            onBlur={() => touch('phone')}
            onChange={(phone) => set({ phone })}
          />
        </>
      )}
    </fieldset>
  );
}
