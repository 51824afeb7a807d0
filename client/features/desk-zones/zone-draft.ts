import { formatMoney, parseMoney } from '../../../shared/money';
import { polygonProblem, ZONE_LIMITS, type DeliveryZone, type PolygonProblem, type Vertex } from '../../../shared/zones';
import type { ZoneInput } from '../../../shared/schemas/zones';

/** A zone as its form holds it: money in TMT as typed ("15.00"), the estimate as typed. */
export interface ZoneDraft {
  name: string;
  fee: string;
  minimum: string;
  estimate: string;
  polygon: Vertex[];
}

export const draftOf = (zone: DeliveryZone): ZoneDraft => ({
  name: zone.name,
  fee: formatMoney(zone.fee),
  minimum: formatMoney(zone.minimum),
  estimate: String(zone.estimate),
  polygon: zone.polygon,
});

/** A just-drawn zone starts with the specification's fee, no minimum and an hour. */
export const newDraft = (polygon: Vertex[]): ZoneDraft => ({ name: '', fee: '15.00', minimum: '0.00', estimate: '60', polygon });

export type DraftProblem = 'name' | 'fee' | 'minimum' | 'estimate' | PolygonProblem;

/** The body to save, or what is wrong (the server checks the same bounds, shared/zones.ts). */
export function draftBody(draft: ZoneDraft): { body: ZoneInput } | { problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const name = draft.name.trim();
  if (name === '' || name.length > ZONE_LIMITS.maxName) problems.push('name');
  const fee = parseMoney(draft.fee);
  if (fee === null || fee > ZONE_LIMITS.maxFee) problems.push('fee');
  const minimum = parseMoney(draft.minimum || '0');
  if (minimum === null || minimum > ZONE_LIMITS.maxMinimum) problems.push('minimum');
  const estimate = /^\d{1,3}$/.test(draft.estimate.trim()) ? Number(draft.estimate) : NaN;
  if (!(estimate >= ZONE_LIMITS.minEstimate && estimate <= ZONE_LIMITS.maxEstimate)) problems.push('estimate');
  const shape = polygonProblem(draft.polygon);
  if (shape) problems.push(shape);
  if (problems.length > 0) return { problems };
  return { body: { name, fee: fee!, minimum: minimum!, estimate, polygon: draft.polygon } };
}
