import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { SaveRow } from './save-row';
import { SettingState } from './setting-state';
import { KITCHEN_TARGET_RANGE } from '../../../../shared/kitchen';
import { deskKitchenTargetQuery, useSaveKitchenTarget } from '../api/rules';
import '../desk-rules.css';

/** The kitchen's target, the owner's or a manager's: past it a card on the kitchen display turns red. */
export function DeskKitchenTarget() {
  const setting = useQuery(deskKitchenTargetQuery(useApi()));
  return <SettingState setting={setting}>{(saved) => <KitchenTargetForm saved={saved.minutes} />}</SettingState>;
}

function KitchenTargetForm({ saved }: { saved: number }) {
  const t = useT();
  const save = useSaveKitchenTarget();
  const [minutes, setMinutes] = useState(String(saved));
  return (
    <form
      className="desk-rules"
      aria-labelledby="desk-kitchen-target-title"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ minutes: Number(minutes) });
      }}
    >
      <h2 id="desk-kitchen-target-title">{t('desk_rules.kitchen_target_title')}</h2>
      <label>
        {t('desk_rules.kitchen_target_minutes')}{' '}
        <input
          type="number"
          inputMode="numeric"
          required
          min={KITCHEN_TARGET_RANGE.min}
          max={KITCHEN_TARGET_RANGE.max}
          step={1}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          aria-describedby="desk-kitchen-target-hint"
        />
      </label>
      <p id="desk-kitchen-target-hint">{t('desk_rules.kitchen_target_hint')}</p>
      <SaveRow label={t('desk_rules.save_kitchen_target')} save={save} />
    </form>
  );
}
