import type { RequestHandler } from 'express';
import type { ParamsDictionary } from 'express-serve-static-core';
import { create, StructError, type Failure, type Infer, type Struct } from 'superstruct';
import { unprocessable } from './errors';
import { failureCode } from '../../shared/schemas/failure-code';

type Source = 'body' | 'query' | 'params';

// What the next handler on the route sees: req.body (or req.query, req.params) is the struct's value.
// Express infers one request type for all handlers of a route, so middleware that reads only headers
// (authenticate, requireUser) is typed for any request and leaves this one to decide.
type Validated<S extends Struct<any, any>, K extends Source> = RequestHandler<
  K extends 'params' ? Infer<S> : ParamsDictionary,
  any,
  K extends 'body' ? Infer<S> : any,
  K extends 'query' ? Infer<S> : any
>;

/**
 * Checks and coerces req[source] before a handler sees it, and keeps only the fields the struct
 * lists: an unknown field is ignored (design.md §4), and so never reaches a handler, a spread or
 * an INSERT — the server's own fields (id, bonus, status, timestamps) cannot come from a client.
 * Failure: 422 validation_failed with one code per field.
 * Express 5 makes req.query a getter, so the coerced value is defined over it on this request.
 */
export function validate<S extends Struct<any, any>, K extends Source = 'body'>(struct: S, source: K = 'body' as K): Validated<S, K> {
  return (req, _res, next) => {
    // no JSON body (wrong or missing Content-Type) reads as an empty object: the fields are then "required"
    const input = source === 'body' ? (req.body ?? {}) : req[source];
    const value = checked(struct, input, source);
    Object.defineProperty(req, source, { value, writable: true, configurable: true, enumerable: true });
    next();
  };
}

/** validate()'s check on a value of its own (the server render's in-process reads use it): the value, or a 422. */
export function checked<S extends Struct<any, any>>(struct: S, input: unknown, source: Source): Infer<S> {
  try {
    return onlyListed(create(input, struct), struct) as Infer<S>;
  } catch (err) {
    if (err instanceof StructError) throw unprocessable(fieldErrors(err, source === 'query', source));
    // superstruct throws a plain TypeError while describing some values ({"toString": ""}): still bad input
    if (err instanceof TypeError) throw unprocessable({ [source]: 'invalid' });
    throw err;
  }
}

/**
 * The value with every object cut down to the keys its struct lists, through arrays and nesting.
 * superstruct's type() lets unknown keys through and its mask() only trims object(); this works for both.
 */
export function onlyListed(value: unknown, struct: Struct<any, any>): unknown {
  const schema = struct.schema as unknown;
  if ((struct.type === 'type' || struct.type === 'object') && schema && isPlainRecord(value)) {
    const fields = schema as Record<string, Struct<any, any>>;
    const kept: Record<string, unknown> = {};
    for (const key of Object.keys(fields)) {
      if (Object.hasOwn(value, key) && value[key] !== undefined) kept[key] = onlyListed(value[key], fields[key]);
    }
    return kept;
  }
  if (struct.type === 'array' && schema && Array.isArray(value)) return value.map((item) => onlyListed(item, schema as Struct<any, any>));
  return value;
}

const isPlainRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * { "items.0.quantity": "out_of_range" }: the first failure of each field wins.
 * superstruct words its failures lazily, and wording a value such as {"toString": 1} throws a
 * TypeError part-way: the fields named so far stand, and the input as a whole is marked invalid.
 */
export function fieldErrors(err: StructError, topLevelOnly = false, whole = 'body'): Record<string, string> {
  const fields: Record<string, string> = {};
  try {
    for (const failure of err.failures()) {
      // a query parameter is one field to the caller even when it holds a list ("ids", not "ids.3")
      const path = topLevelOnly ? failure.path.slice(0, 1) : failure.path;
      const name = path.length ? path.join('.') : source(failure);
      fields[name] ??= failureCode(failure);
    }
  } catch (describeError) {
    if (!(describeError instanceof TypeError)) throw describeError;
    if (Object.keys(fields).length === 0) fields[whole] = 'invalid';
  }
  return fields;
}

const source = (failure: Failure) => (failure.key === undefined ? 'body' : String(failure.key));
