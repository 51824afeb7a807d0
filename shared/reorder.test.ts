import { describe, expect, it } from 'vitest';
import { isReorderOf, moveBy } from './reorder';

describe('isReorderOf', () => {
  it('takes the same ids in any order', () => {
    expect(isReorderOf([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(isReorderOf([1, 2, 3], [1, 2, 3])).toBe(true);
  });

  it('refuses a missing, an extra, a foreign or a repeated id', () => {
    expect(isReorderOf([1, 2], [1, 2, 3])).toBe(false);
    expect(isReorderOf([1, 2, 3, 4], [1, 2, 3])).toBe(false);
    expect(isReorderOf([1, 2, 9], [1, 2, 3])).toBe(false);
    expect(isReorderOf([1, 1, 2], [1, 2, 3])).toBe(false);
    expect(isReorderOf([], [])).toBe(true);
  });
});

describe('moveBy', () => {
  it('moves an id one place up or down', () => {
    expect(moveBy([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveBy([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(moveBy([1, 2, 3], 1, 2)).toEqual([2, 3, 1]);
  });

  it('leaves the list as it is at its ends and for an id not in it', () => {
    expect(moveBy([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveBy([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moveBy([1, 2, 3], 7, 1)).toEqual([1, 2, 3]);
  });
});
