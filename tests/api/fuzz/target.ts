// The shape of one route's fuzz target. Each API area lists its routes' targets in its own
// tests/api/fuzz/targets-<area>.ts; tests/api/fuzz/targets.ts puts the areas together.
import type fc from 'fast-check';

/** Where the API lives; a target's route is declared under it. */
export const PREFIX = '/back/api/v1';
/** The statuses a refusal may have. */
export const REFUSED = [400, 404, 413, 415, 422];

export interface Target {
  /** METHOD and path exactly as the router declares it, under /back/api/v1 */
  route: string;
  auth?: 'user' | 'admin' | 'staff' | 'hostile';
  idempotent?: boolean;
  /** a path parameter's valid value; a hostile one is sent in its place most of the time */
  param?: string;
  body?: { valid: Record<string, unknown>; broken: Record<string, fc.Arbitrary<string>> };
  query?: string[];
  /** every generated request must be refused, and refused requests change nothing in the database */
  refuses?: number[];
  /** a printer's CloudPRNT call: refused in the protocol's own JSON ({jobReady:false}), not the shop's error shape */
  printer?: true;
}

/** What the targets' valid bodies and params are built around: rows the fuzz server made before the first request. */
export interface FuzzFixture {
  /** a dish on sale */
  product: number;
  /** the shopper's saved address */
  addressId: string;
  /** the signed-up shopper's phone, with a live sign-in code */
  shopperPhone: string;
  /** the owner's phone, with a live desk sign-in code */
  staffPhone: string;
}

// Fields no write may take from a client: they ride along, with hostile values, and must change nothing.
export const SERVER_OWNED = [
  'id',
  'user_id',
  'bonus_amount',
  'role',
  'is_admin',
  'created_at',
  'updated_at',
  'phone_verified_at',
  'status',
  'total',
  'number',
  '__proto__',
  'constructor',
];

/** An API area's targets, built around the fixture. */
export type AreaTargets = (f: FuzzFixture) => Target[];
/** A list's paging query. */
export const LIST_QUERY = ['page', 'limit'];
