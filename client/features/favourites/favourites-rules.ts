// Favourites are a list of product ids (newest last), each at most once.

/** Whatever storage holds becomes a valid list: positive integer ids, no repeats. */
export function parseFavourites(raw: unknown): readonly number[] {
  if (!Array.isArray(raw)) return [];
  const ids = raw.filter((v): v is number => Number.isSafeInteger(v) && v > 0);
  return [...new Set(ids)];
}

/** Adds the id when absent, removes it when present. */
export function toggleFavourite(ids: readonly number[], id: number): readonly number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}
