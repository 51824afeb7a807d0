// What the per-field property of tests/api/fuzz/malformed-bodies.test.ts sends: for each JSON body the
// storefront's writes take, values that break one field (fast-check values, sent with supertest).
import fc from 'fast-check';
import { normalisePhone } from '../../../server/api/auth/phone';
import { parseMoney } from '../../../shared/money';

const json = () => fc.jsonValue({ maxDepth: 2 });
export const notString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(json(), { maxLength: 3 }),
  fc.dictionary(fc.string(), json(), { maxKeys: 3 }),
);
const notNumber = fc.oneof(
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.array(json(), { maxLength: 3 }),
  fc.dictionary(fc.string(), json(), { maxKeys: 3 }),
);
const fraction = fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Number.isInteger(d));
export const badId = fc.oneof(
  notNumber.filter((v) => !(typeof v === 'string' && /^\d{1,10}$/.test(v))),
  fc.integer({ max: 0 }),
  fraction,
  fc.constantFrom(2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER),
);
export const badQuantity = fc.oneof(notNumber, fraction, fc.integer({ max: -1 }), fc.integer({ min: 100 }));
export const badPhone = fc.oneof(
  notString,
  fc.string({ maxLength: 14 }).filter((s) => normalisePhone(s) === null),
);
export const badRequiredText = fc.oneof(
  notString,
  fc.constantFrom('', '   ', '\t'),
  fc.string({ minLength: 301, maxLength: 400 }).filter((s) => s.trim().length > 300),
);
export const badOtp = fc.oneof(
  fc.string({ maxLength: 8 }).filter((s) => !/^\d{5}$/.test(s)),
  fc.integer({ min: 100_000 }),
  fc.integer({ max: -1 }),
  fraction,
  fc.boolean(),
  fc.constant(null),
);
export const badCoordinate = fc.oneof(
  notString,
  fc.string({ maxLength: 12 }).filter((s) => s.trim() !== '' && !(/^-?\d{1,3}(\.\d{1,15})?$/.test(s.trim()) && Math.abs(Number(s)) <= 90)),
);
export const badMoney = fc.oneof(
  notString,
  fc.string({ maxLength: 12 }).filter((s) => s.trim() !== '' && parseMoney(s.trim()) === null),
);
export const badDeliveryTime = fc.oneof(
  notString,
  fc.string({ maxLength: 30 }).filter((s) => s.trim() !== 'asap'),
);
export const badPayment = fc.oneof(
  notString,
  fc.string({ maxLength: 8 }).filter((s) => s !== 'cash' && s !== 'card'),
);
export const badItems = fc.oneof(
  notString.filter((v) => !Array.isArray(v)),
  fc.constant([]),
  fc.array(fc.record({ product_id: badId, quantity: fc.integer({ min: 1, max: 99 }) }), { minLength: 1, maxLength: 3 }),
  fc.array(fc.record({ product_id: fc.constant(1), quantity: badQuantity }), { minLength: 1, maxLength: 3 }),
);

export interface Endpoint {
  path: string;
  valid: Record<string, unknown>;
  /** for each field, values that make the body invalid */
  invalid: Record<string, fc.Arbitrary<unknown>>;
  required: string[];
  signedIn?: boolean;
  idempotent?: boolean;
}

/** A body that must be refused: not an object, an object without the fields, or a valid body with one field broken. */
export function malformedBody(e: Endpoint): fc.Arbitrary<{ raw: string }> {
  const known = new Set(Object.keys(e.valid));
  const broken = fc
    .constantFrom(...Object.keys(e.invalid))
    .chain((field) => e.invalid[field].map((value) => ({ ...e.valid, [field]: value })));
  const missing = fc.constantFrom(...e.required).map((field) => {
    const { [field]: _dropped, ...rest } = e.valid;
    return rest;
  });
  const stranger = fc.dictionary(
    fc.string({ maxLength: 8 }).filter((k) => !known.has(k)),
    json(),
    { maxKeys: 4 },
  );
  const scalar = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.array(json(), { maxLength: 4 }));
  const asJson = fc.oneof(broken, broken, broken, missing, stranger, scalar).map((body) => ({ raw: JSON.stringify(body) }));
  const notJson = fc
    .string({ maxLength: 40 })
    .filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return true;
      }
    })
    .map((raw) => ({ raw }));
  return fc.oneof({ arbitrary: asJson, weight: 5 }, { arbitrary: notJson, weight: 1 });
}
