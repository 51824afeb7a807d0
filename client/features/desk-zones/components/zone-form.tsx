import { useId, useState, type FormEvent } from 'react';
import type { DeliveryZone } from '../../../../shared/zones';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { useDeleteZone, useSaveZone } from '../api/desk-zones';
import { draftBody, type DraftProblem, type ZoneDraft } from '../zone-draft';

interface ZoneFormProps {
  entry: { key: string; zone: DeliveryZone | null; draft: ZoneDraft };
  selected: boolean;
  changed: boolean;
  onChange(patch: Partial<ZoneDraft>): void;
  onSelect(): void;
  onDone(): void;
}

/**
 * One zone's form beside the map (restaurant-desk.md §3): its name, fee, minimum order and estimate,
 * checked when saved (../zone-draft.ts) and then by the server; undo, discard, and delete once confirmed.
 */
export function ZoneForm({ entry, selected, changed, onChange, onSelect, onDone }: ZoneFormProps) {
  const t = useT();
  const id = useId();
  const save = useSaveZone();
  const remove = useDeleteZone();
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [confirming, setConfirming] = useState(false);
  const { draft, zone } = entry;
  const title = zone ? zone.name : t('desk_zones.new_zone');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = draftBody(draft);
    if ('problems' in checked) return setProblems(checked.problems);
    setProblems([]);
    save.mutate({ id: zone?.id ?? null, body: checked.body }, { onSuccess: onDone });
  };
  const field = (name: 'name' | 'fee' | 'minimum' | 'estimate', label: string, inputMode?: 'decimal' | 'numeric') => {
    const invalid = problems.includes(name);
    return (
      <label className="desk-zones__field">
        <span>{label}</span>
        <input
          value={draft[name]}
          inputMode={inputMode}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-${name}-error` : undefined}
          onChange={(e) => onChange({ [name]: e.target.value })}
        />
        {invalid ? (
          <span id={`${id}-${name}-error`} className="desk-error">
            {t(`desk_zones.problems.${name}`)}
          </span>
        ) : null}
      </label>
    );
  };
  const shapeProblem = problems.find((p) => !['name', 'fee', 'minimum', 'estimate'].includes(p));

  return (
    <form className={`desk-zones__zone${selected ? ' desk-zones__zone--selected' : ''}`} onSubmit={submit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <div className="desk-zones__fields">
        {field('name', t('desk_zones.name'))}
        {field('fee', t('desk_zones.fee'), 'decimal')}
        {field('minimum', t('desk_zones.minimum'), 'decimal')}
        {field('estimate', t('desk_zones.estimate'), 'numeric')}
      </div>
      <p className="desk-zones__corners">{t('desk_zones.corners', { count: draft.polygon.length })}</p>
      {shapeProblem ? (
        <p role="alert" className="desk-error">
          {t(`desk_zones.problems.${shapeProblem}`)}
        </p>
      ) : null}
      <div className="desk-zones__actions">
        <button type="button" className="desk-link" aria-pressed={selected} onClick={onSelect}>
          {selected ? t('desk_zones.shape_done') : t('desk_zones.edit_shape')}
        </button>
        <button type="submit" className="desk-button" disabled={save.isPending || (!changed && zone !== null)}>
          {t('desk_zones.save')}
        </button>
        {zone && changed ? (
          <button type="button" className="desk-link" onClick={onDone}>
            {t('desk_zones.undo')}
          </button>
        ) : null}
        {!zone ? (
          <button type="button" className="desk-link" onClick={onDone}>
            {t('desk_zones.discard')}
          </button>
        ) : confirming ? (
          <span role="group" aria-label={t('desk_zones.delete_confirm', { name: zone.name })}>
            {t('desk_zones.delete_confirm', { name: zone.name })}{' '}
            <button
              type="button"
              className="desk-button desk-button-danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(zone.id, { onSettled: () => setConfirming(false) })}
            >
              {t('desk_zones.delete_yes')}
            </button>
            <button type="button" className="desk-link" onClick={() => setConfirming(false)}>
              {t('desk_zones.cancel')}
            </button>
          </span>
        ) : (
          <button type="button" className="desk-link" onClick={() => (remove.reset(), setConfirming(true))}>
            {t('desk_zones.delete')}
          </button>
        )}
      </div>
      {save.error || remove.error ? (
        <p role="alert" className="desk-error">
          {errorText(save.error ?? remove.error, t)}
        </p>
      ) : null}
      {save.isSuccess && !changed ? (
        <p role="status" className="desk-zones__saved">
          {t('desk_zones.saved')}
        </p>
      ) : null}
    </form>
  );
}
