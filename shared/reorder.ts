// Putting a list of rows in a new order (a group's options, a dish's groups): the desk sends every id
// in the new order, and the server takes nothing less, nothing more and nothing twice.

/** `given` is `current` in some order: the same ids, each once. */
export function isReorderOf(given: readonly number[], current: readonly number[]): boolean {
  if (given.length !== current.length) return false;
  const have = new Set(current);
  return new Set(given).size === given.length && given.every((id) => have.has(id));
}

/** The list with `id` moved `by` places (-1 up, +1 down); unchanged when it would leave the list or is absent. */
export function moveBy(list: readonly number[], id: number, by: number): number[] {
  const from = list.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const moved = list.filter((x) => x !== id);
  moved.splice(to, 0, id);
  return moved;
}
