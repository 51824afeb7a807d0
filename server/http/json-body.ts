import express, { type RequestHandler } from 'express';
import { AppError } from './errors';

/** No form or address needs more than a few levels; 32 leaves room for any honest client. */
export const MAX_BODY_DEPTH = 32;

/**
 * express.json with a size and a nesting limit. JSON.parse copes with 50,000 levels of [[[...]]],
 * but everything after it recurses (JSON.stringify, superstruct, the logger) and overflows the stack.
 */
export function jsonBody({ limit = '100kb', maxDepth = MAX_BODY_DEPTH } = {}): RequestHandler[] {
  return [
    express.json({ limit }),
    (req, _res, next) => {
      if (nestedDeeperThan(req.body, maxDepth)) throw new AppError(400, 'body_too_deep', undefined, { depth: maxDepth });
      next();
    },
  ];
}

/** Walks the parsed value without recursion, so the check itself cannot overflow. */
export function nestedDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= maxDepth) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
