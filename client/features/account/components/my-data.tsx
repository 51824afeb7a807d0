import { useState, type FormEvent } from 'react';
import { notify as toast } from '../../../components/notify';
import type { User } from '../../../../shared/api/types';
import { FormField } from '../../../components/form/form-field';
import { useT } from '../../../i18n';
import { useUpdateProfile } from '../api/update-profile';
import { canSaveProfile, profileBody, profileInvalidFields } from '../profile-rules';

/** My data: name, surname, phone (read-only), email and the bonus balance, with save. */
export function MyData({ user }: { user: User }) {
  const t = useT();
  const { mutateAsync: updateProfile } = useUpdateProfile();
  const [values, setValues] = useState({ name: user.name, surname: user.surname, email: user.email, phone: user.username });
  const [saving, setSaving] = useState(false);
  const invalid = profileInvalidFields(values);

  const edit = (field: 'name' | 'surname' | 'email') => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSaveProfile(values, saving)) return;
    setSaving(true);
    try {
      await updateProfile(profileBody(values));
      toast.success(t('successfully'));
    } catch {
      toast.error(t('some_error_occured'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="account-data" onSubmit={save} noValidate>
      <FormField
        label={t('auth.name')}
        value={values.name}
        onChange={edit('name')}
        invalid={invalid.name}
        autoComplete="given-name"
        required
        hint={invalid.name ? <span className="form-error">{t('account.name_required')}</span> : null}
      />
      <FormField label={t('auth.surname')} value={values.surname} onChange={edit('surname')} autoComplete="family-name" />
      <FormField label={t('auth.phone')} value={`+993${values.phone}`} readOnly invalid={invalid.phone} type="tel" />
      <FormField label={t('auth.email')} type="email" value={values.email} onChange={edit('email')} autoComplete="email" />
      <p className="account-bonus">
        {t('your_bonus')}:{' '}
        <strong>
          {user.bonus_amount} {t('tmt')}
        </strong>
      </p>
      <button
        type="submit"
        className="form-button form-button--primary"
        disabled={!canSaveProfile(values, saving)}
        aria-busy={saving || undefined}
      >
        {t('account.save')}
      </button>
    </form>
  );
}
