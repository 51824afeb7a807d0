// What the start-up code needs of lazy parts, without their components (components/lazy-part.tsx): the first load stays small.

/** A part's code did not arrive (offline, a flaky connection, a deploy that removed the file). */
export class PartNotLoaded extends Error {
  /** `again` makes the part ask for its code anew the next time it renders */
  constructor(
    cause: unknown,
    readonly again: () => void,
  ) {
    super('the code of a part of the page did not load', { cause });
    this.name = 'PartNotLoaded';
  }
}

/**
 * What a part loaded after the first render may say: the browser sets `load` to bring every word of the
 * dictionary (deps.ts); the first render's words alone may not have the part's. On the
 * server every word is there.
 */
export const partWords: { load: () => Promise<unknown> } = { load: () => Promise.resolve() };
