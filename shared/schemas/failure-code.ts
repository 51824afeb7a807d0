import type { Failure } from 'superstruct';

/** The field code a superstruct failure is reported as (required, too_long, out_of_range…): the API's and the catalogue import's. */
export function failureCode(failure: Failure): string {
  const { value, refinement, type } = failure;
  if (value === undefined) return 'required';
  // a choice group's limits (shared/schemas/choices.ts) name their problem: min_above_max, max_zero
  if (refinement === 'limits') return failure.message;
  if (refinement === 'min' || refinement === 'max' || (refinement === 'size' && typeof value === 'number')) return 'out_of_range';
  if (refinement === 'size') {
    // superstruct only says it in words: "...with a length between `1` and `5`..." / "...a length of `5`..."
    const bound = /(?:between|of) `(\d+)`/.exec(failure.message);
    const length = (value as { length?: number; size?: number }).length ?? (value as { size?: number }).size ?? 0;
    if (length < Number(bound?.[1] ?? 0)) return length === 0 ? 'required' : 'too_short';
    return 'too_long';
  }
  return type === 'never' ? 'unknown' : 'invalid';
}
