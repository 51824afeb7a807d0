import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FulfilmentSettings } from '../../../../shared/pickup';
import { formatMoney, parseMoney } from '../../../../shared/money';
import { useApi } from '../../../app-context';
import { FormField } from '../../../components/form/form-field';
import { useT } from '../../../i18n';
import { fieldErrors } from '../../../session/error-text';
import { deskFulfilmentQuery, useSaveFulfilment } from '../api/rules';
import { SaveRow } from './save-row';
import { SettingState } from './setting-state';
import '../desk-rules.css';

const LANGUAGES = ['tm', 'ru', 'en'] as const;

/** The owner's delivery and pickup: either may be off (not both); pickup's minimum, minutes and address. */
export function DeskFulfilment() {
  const setting = useQuery(deskFulfilmentQuery(useApi()));
  return <SettingState setting={setting}>{(saved) => <FulfilmentForm saved={saved} />}</SettingState>;
}

const pointText = (value: number | null) => (value === null ? '' : String(value));
const pointOf = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

function FulfilmentForm({ saved }: { saved: FulfilmentSettings }) {
  const t = useT();
  const save = useSaveFulfilment();
  const errors = fieldErrors(save.error, t);
  const [form, setForm] = useState({
    ...saved,
    minimum: saved.pickup_minimum === null ? '' : formatMoney(saved.pickup_minimum),
    latitude: pointText(saved.latitude),
    longitude: pointText(saved.longitude),
  });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  return (
    <form
      className="desk-rules"
      aria-labelledby="desk-fulfilment-title"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({
          delivery_on: form.delivery_on,
          pickup_on: form.pickup_on,
          pickup_minimum: form.minimum.trim() === '' ? null : (parseMoney(form.minimum) ?? -1),
          pickup_minutes: form.pickup_minutes,
          address: form.address,
          latitude: pointOf(form.latitude),
          longitude: pointOf(form.longitude),
        });
      }}
    >
      <h2 id="desk-fulfilment-title">{t('desk_rules.fulfilment_title')}</h2>
      <label>
        <input type="checkbox" checked={form.delivery_on} onChange={(e) => set({ delivery_on: e.target.checked })} />{' '}
        {t('desk_rules.delivery_on')}
      </label>
      <label>
        <input type="checkbox" checked={form.pickup_on} onChange={(e) => set({ pickup_on: e.target.checked })} />{' '}
        {t('desk_rules.pickup_on')}
      </label>
      {errors.pickup_on ? <p className="form-error">{errors.pickup_on}</p> : null}
      <FormField
        label={t('desk_rules.pickup_minimum')}
        inputMode="decimal"
        value={form.minimum}
        onChange={(e) => set({ minimum: e.target.value })}
        error={errors.pickup_minimum}
      />
      <FormField
        label={t('desk_rules.pickup_minutes')}
        type="number"
        value={String(form.pickup_minutes)}
        onChange={(e) => set({ pickup_minutes: Number(e.target.value) })}
        error={errors.pickup_minutes}
      />
      {LANGUAGES.map((language) => (
        <FormField
          key={language}
          label={t('desk_rules.pickup_address', { language: language.toUpperCase() })}
          value={form.address[language]}
          onChange={(e) => set({ address: { ...form.address, [language]: e.target.value } })}
          error={errors[`address.${language}`]}
        />
      ))}
      <fieldset>
        <legend>{t('desk_rules.pickup_point')}</legend>
        <FormField
          label={t('desk_rules.latitude')}
          inputMode="decimal"
          value={form.latitude}
          onChange={(e) => set({ latitude: e.target.value })}
          error={errors.latitude}
        />
        <FormField
          label={t('desk_rules.longitude')}
          inputMode="decimal"
          value={form.longitude}
          onChange={(e) => set({ longitude: e.target.value })}
          error={errors.longitude}
        />
      </fieldset>
      <SaveRow label={t('desk_rules.save_fulfilment')} save={save} />
    </form>
  );
}
