import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { DeliveryZone, Vertex } from '../../../../shared/zones';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { deskZonesQuery, useDeleteZone, useSaveZone } from '../api/desk-zones';
import { useZoneEvents } from '../hooks/use-zone-events';
import { draftBody, draftOf, newDraft, type DraftProblem, type ZoneDraft } from '../zone-draft';
import { LazyZoneMap } from './lazy-zone-map';
import '../desk-zones.css';

const NEW = 'new';

/**
 * The owner's delivery zones (restaurant-desk.md §3): the zones on a map, drawn and reshaped with
 * Geoman, each with its fee, minimum order and estimate. The server checks and saves them; every
 * open desk and storefront hears of the change.
 */
export function DeskZones() {
  const t = useT();
  const zones = useQuery(deskZonesQuery(useApi()));
  useZoneEvents();
  // what the owner changed and has not saved yet, by zone id (or NEW for a just-drawn zone)
  const [edits, setEdits] = useState<Record<string, ZoneDraft>>({});
  const [selected, setSelected] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);

  const saved = useMemo(() => zones.data ?? [], [zones.data]);
  const entries = useMemo(() => {
    const list: { key: string; zone: DeliveryZone | null; draft: ZoneDraft }[] = saved.map((zone) => ({
      key: String(zone.id),
      zone,
      draft: edits[String(zone.id)] ?? draftOf(zone),
    }));
    if (edits[NEW]) list.push({ key: NEW, zone: null, draft: edits[NEW] });
    return list;
  }, [saved, edits]);
  const shapes = useMemo(() => entries.map((e) => ({ key: e.key, polygon: e.draft.polygon })), [entries]);

  const edit = (key: string, patch: Partial<ZoneDraft>) =>
    setEdits((all) => {
      const base = all[key] ?? draftOf(saved.find((z) => String(z.id) === key)!);
      return { ...all, [key]: { ...base, ...patch } };
    });
  const forget = (key: string) =>
    setEdits((all) => {
      const { [key]: _dropped, ...rest } = all;
      return rest;
    });

  return (
    <section className="desk-zones" aria-labelledby="desk-zones-title">
      <h2 id="desk-zones-title">{t('desk_zones.title')}</h2>
      <p id="desk-zones-help">{drawing ? t('desk_zones.drawing_help') : t('desk_zones.help')}</p>
      <div className="desk-zones__tools">
        <button
          type="button"
          className="desk-button"
          aria-pressed={drawing}
          onClick={() => {
            setDrawing((d) => !d);
            setSelected(null);
          }}
        >
          {drawing ? t('desk_zones.stop_drawing') : t('desk_zones.draw')}
        </button>
      </div>
      <LazyZoneMap
        shapes={shapes}
        selected={selected}
        drawing={drawing}
        onDrawn={(polygon: Vertex[]) => {
          setDrawing(false);
          setEdits((all) => ({ ...all, [NEW]: newDraft(polygon) }));
          setSelected(NEW);
        }}
        onShapeChange={(key, polygon) => edit(key, { polygon })}
        onSelect={(key) => !drawing && setSelected(key)}
      />
      {zones.isError ? (
        <p role="alert" className="desk-error">
          {errorText(zones.error, t)}
        </p>
      ) : zones.isPending ? (
        <p>{t('desk.loading')}</p>
      ) : (
        <ul className="desk-zones__list">
          {entries.map((entry) => (
            <li key={entry.key}>
              <ZoneForm
                entry={entry}
                selected={selected === entry.key}
                changed={!!edits[entry.key]}
                onChange={(patch) => edit(entry.key, patch)}
                onSelect={() => setSelected(selected === entry.key ? null : entry.key)}
                onDone={() => {
                  forget(entry.key);
                  if (selected === entry.key) setSelected(null);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface ZoneFormProps {
  entry: { key: string; zone: DeliveryZone | null; draft: ZoneDraft };
  selected: boolean;
  changed: boolean;
  onChange(patch: Partial<ZoneDraft>): void;
  onSelect(): void;
  onDone(): void;
}

function ZoneForm({ entry, selected, changed, onChange, onSelect, onDone }: ZoneFormProps) {
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
