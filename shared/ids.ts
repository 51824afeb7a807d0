/** Database ids are positive integers below 2^31 (INTEGER on both engines). */
export const MAX_ID = 2_147_483_647;

/** How an id is written: canonical decimal digits, no sign, no leading zero, no exponent. */
export const ID_DIGITS = /^[1-9]\d{0,9}$/;

/** The id a URL value names, or null: "01", "1e3", 2^31 and 2^53 + 1 name nothing. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !ID_DIGITS.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
