import type { RequestHandler } from 'express';
import { create, StructError, type Failure, type Struct } from 'superstruct';
import { unprocessable } from './errors';

type Source = 'body' | 'query' | 'params';

/**
 * Checks and coerces req[source] before a handler sees it. Structs should be built with `type()`
 * so unknown fields are ignored. Failure: 422 validation_failed with one code per field.
 * Express 5 makes req.query a getter, so the coerced value is defined over it on this request.
 */
export function validate<T>(struct: Struct<T, any>, source: Source = 'body'): RequestHandler {
  return (req, _res, next) => {
    // no JSON body (wrong or missing Content-Type) reads as an empty object: the fields are then "required"
    const input = source === 'body' ? (req.body ?? {}) : req[source];
    try {
      const value = create(input, struct);
      Object.defineProperty(req, source, { value, writable: true, configurable: true, enumerable: true });
      next();
    } catch (err) {
      if (err instanceof StructError) throw unprocessable(fieldErrors(err, source === 'query'));
      // superstruct throws a plain TypeError while describing some values ({"toString": ""}): still bad input
      if (err instanceof TypeError) throw unprocessable({ [source]: 'invalid' });
      throw err;
    }
  };
}

/** { "items.0.quantity": "out_of_range" }: the first failure of each field wins. */
export function fieldErrors(err: StructError, topLevelOnly = false): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const failure of err.failures()) {
    // a query parameter is one field to the caller even when it holds a list ("ids", not "ids.3")
    const path = topLevelOnly ? failure.path.slice(0, 1) : failure.path;
    const name = path.length ? path.join('.') : source(failure);
    fields[name] ??= failureCode(failure);
  }
  return fields;
}

const source = (failure: Failure) => (failure.key === undefined ? 'body' : String(failure.key));

export function failureCode(failure: Failure): string {
  const { value, refinement, type } = failure;
  if (value === undefined) return 'required';
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
