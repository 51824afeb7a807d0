// Money is integer minor units (1 tmt = 100 tenge) everywhere; strings only at the edges.

/** 4500 -> "45.00" */
export function formatMoney(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new TypeError(`money must be an integer, got ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "45", "45.5", "45.00" -> 4500; anything else -> null. Never goes through a float. */
export function parseMoney(text: string | number): number | null {
  const s = typeof text === 'number' ? String(text) : text.trim();
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** Sum of quantity × unit price, in minor units. */
export function lineTotal(unitMinor: number, quantity: number): number {
  return unitMinor * quantity;
}
