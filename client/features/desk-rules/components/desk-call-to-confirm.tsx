import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { SaveRow } from './save-row';
import { SettingState } from './setting-state';
import { deskCallToConfirmQuery, useSaveCallToConfirm } from '../api/rules';
import '../desk-rules.css';

/** The owner's call to confirm: while on, new orders wait on the board until staff have phoned the shopper. */
export function DeskCallToConfirm() {
  const setting = useQuery(deskCallToConfirmQuery(useApi()));
  return <SettingState setting={setting}>{(saved) => <CallToConfirmForm saved={saved.on} />}</SettingState>;
}

function CallToConfirmForm({ saved }: { saved: boolean }) {
  const t = useT();
  const save = useSaveCallToConfirm();
  const [on, setOn] = useState(saved);
  return (
    <form
      className="desk-rules"
      aria-labelledby="desk-call-to-confirm-title"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ on });
      }}
    >
      <h2 id="desk-call-to-confirm-title">{t('desk_rules.call_to_confirm_title')}</h2>
      <label>
        <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} aria-describedby="desk-call-to-confirm-hint" />{' '}
        {t('desk_rules.call_to_confirm')}
      </label>
      <p id="desk-call-to-confirm-hint">{t('desk_rules.call_to_confirm_hint')}</p>
      <SaveRow label={t('desk_rules.save_call_to_confirm')} save={save} />
    </form>
  );
}
