import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { DeliveryZone, Vertex } from '../../../../shared/zones';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { errorText } from '../../../session/error-text';
import { deskZonesQuery } from '../api/desk-zones';
import { useZoneEvents } from '../hooks/use-zone-events';
import { draftOf, newDraft, type ZoneDraft } from '../zone-draft';
import { LazyZoneMap } from './lazy-zone-map';
import { ZoneForm } from './zone-form';
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
