// Raw JSON values that each field's rule must refuse, for the route targets (tests/api/fuzz/targets-*.ts).
// The hostile building blocks (naughty strings, odd numbers and ids, tricky objects) are ../support/hostile.ts.
import fc from 'fast-check';
import { normalisePhone } from '../../../server/api/auth/phone';
import { REJECT_REASONS } from '../../../shared/desk';
import { CLOCK_TIME } from '../../../shared/hours';
import { MAX_LINE_QUANTITY as MAX_QUANTITY } from '../../../shared/basket-line';
import { parseMoney } from '../../../shared/money';
import {
  hostileObject,
  hostileScalar,
  NAUGHTY,
  naughtyString,
  notIdRaw,
  notStringRaw,
  ODD_NUMBERS,
  oddIdString,
  rawObject,
  rawString,
  tooLong,
} from '../support/hostile';

const notIn = (values: readonly string[]) => (s: string) => !values.includes(s);

// Raw values that each field's rule must refuse.
export const text = (max: number, required = false) =>
  fc.oneof(notStringRaw, tooLong(max), ...(required ? [fc.constantFrom('""', '"   "', '"\\t\\n"')] : []));
export const phoneRaw = fc.oneof(notStringRaw, rawString(NAUGHTY.filter((s) => normalisePhone(s) === null)), oddIdString);
export const otpRaw = fc.oneof(
  rawString(NAUGHTY.filter((s) => !/^\d{5}$/.test(s))),
  oddIdString.filter((s) => !/^"\d{5}"$/.test(s)),
  fc.constantFrom('1e309', '-1e309', '9007199254740993', '-1', '0.5', '100000', '2147483648', 'null', 'true'),
  hostileObject,
);
export const quantityRaw = (lo: number) =>
  fc.oneof(
    rawString([...NAUGHTY.slice(0, 60), '1', '5']),
    hostileObject,
    fc.constantFrom('null', 'true'),
    fc
      .constantFrom(...ODD_NUMBERS, '100', '99.5', String(lo - 1))
      .filter((n) => !(Number.isInteger(Number(n)) && Number(n) >= lo && Number(n) <= MAX_QUANTITY)),
  );
export const coordinateRaw = (limit: number) =>
  fc.oneof(
    notStringRaw,
    rawString(NAUGHTY.filter((s) => s.trim() !== '' && !(/^-?\d{1,3}(\.\d{1,15})?$/.test(s.trim()) && Math.abs(Number(s)) <= limit))),
  );
export const enumRaw = (values: readonly string[]) => fc.oneof(notStringRaw, rawString(NAUGHTY.filter(notIn(values))), oddIdString);
export const moneyRaw = fc.oneof(notStringRaw, rawString(NAUGHTY.filter((s) => s.trim() !== '' && parseMoney(s.trim()) === null)));
// accept: a number that is no quick choice, or a clock time that is none; reject: an unlisted reason, an over-long note
export const acceptRaw = {
  minutes: fc.oneof(rawString(NAUGHTY), fc.constantFrom('25', '0', '-30', '30.5', '"30"', '1e309', 'null', '[]')),
  time: fc.oneof(notStringRaw, rawString(NAUGHTY.filter((s) => !CLOCK_TIME.test(s)))),
  day: enumRaw(['today', 'tomorrow']),
};
export const rejectRaw = { reason: enumRaw(REJECT_REASONS), note: text(500) };
export const deliveryRaw = fc.oneof(notStringRaw, tooLong(40), fc.constant('""'), rawString(NAUGHTY.filter((s) => s.trim() !== 'asap')));
export const linesRaw = (lo: number, max: number, product: number) =>
  fc.oneof(
    hostileObject.filter((v) => lo > 0 || v !== '[]'),
    hostileScalar,
    naughtyString,
    fc.array(fc.tuple(notIdRaw, fc.integer({ min: 1, max: 5 })), { minLength: 1, maxLength: 3 }).map(
      (ls) =>
        `[${ls
          .map(([id, q]) =>
            rawObject([
              ['product_id', id],
              ['quantity', String(q)],
            ]),
          )
          .join(',')}]`,
    ),
    fc.array(quantityRaw(lo), { minLength: 1, maxLength: 3 }).map(
      (qs) =>
        `[${qs
          .map((q) =>
            rawObject([
              ['product_id', String(product)],
              ['quantity', q],
            ]),
          )
          .join(',')}]`,
    ),
    fc.constant(
      `[${Array.from({ length: max + 1 }, () =>
        rawObject([
          ['product_id', String(product)],
          ['quantity', '1'],
        ]),
      ).join(',')}]`,
    ),
  );
export const addressRaw = {
  address: text(300, true),
  apartment: text(50),
  entrance: text(50),
  floor: text(50),
  comment: text(500),
  latitude: coordinateRaw(90),
  longitude: coordinateRaw(180),
};

/** A shopper's address and order as the storefront takes them, and their fields broken. */
export const address = { address: 'Fuzz 1', apartment: '', entrance: '', floor: '', comment: '', latitude: '', longitude: '' };
export const order = { ...address, payment_method: 'cash', delivery_time: 'asap', note: '' };
export const orderRaw = {
  payment_method: enumRaw(['cash', 'card']),
  delivery_time: deliveryRaw,
  bonus: moneyRaw,
  note: text(1000),
  ...addressRaw,
};
