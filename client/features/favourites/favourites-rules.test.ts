import { describe, expect, it } from 'vitest';
import { parseFavourites, toggleFavourite } from './favourites-rules';

describe('favourites rules', () => {
  it('toggle adds an absent id at the end and removes a present one', () => {
    expect(toggleFavourite([], 3)).toEqual([3]);
    expect(toggleFavourite([3], 5)).toEqual([3, 5]);
    expect(toggleFavourite([3, 5], 3)).toEqual([5]);
    expect(toggleFavourite(toggleFavourite([7], 1), 1)).toEqual([7]);
  });

  it('keeps each id once and drops anything that is not a product id', () => {
    expect(parseFavourites([1, 1, 2, '3', 0, -4, 1.5, null])).toEqual([1, 2]);
    expect(parseFavourites({ 1: 1 })).toEqual([]);
  });
});
