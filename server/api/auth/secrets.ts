import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

export const CODE_LENGTH = 5;

/** 5 random digits, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** 32 random bytes: the opaque session token the client holds. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

// A session token has 256 bits of entropy, so a plain digest is enough to store it.
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// A 5-digit code has only 100 000 values: the HMAC key (pepper) is what keeps a copied
// sign_in_codes table from giving them away. It is made on first use, per installation.
const pepperCache = new WeakMap<object, Promise<Buffer>>();

export function codePepper(db: Kysely<Schema>): Promise<Buffer> {
  let pepper = pepperCache.get(db);
  if (!pepper) {
    pepper = loadPepper(db);
    pepper.catch(() => pepperCache.delete(db));
    pepperCache.set(db, pepper);
  }
  return pepper;
}

async function loadPepper(db: Kysely<Schema>): Promise<Buffer> {
  await db
    .insertInto('server_secrets')
    .values({ name: 'sign_in_code_pepper', value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', 'sign_in_code_pepper').executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}

export function hashCode(pepper: Buffer, phone: string, code: string): string {
  return createHmac('sha256', pepper).update(`${phone}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
