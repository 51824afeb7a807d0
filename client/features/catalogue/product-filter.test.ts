import { describe, expect, it } from 'vitest';
import { productFilterFromSearch } from './product-filter';

const filter = (search: string) => productFilterFromSearch(new URLSearchParams(search));

describe('/products query -> filter', () => {
  it('reads a category id and a trimmed search term', () => {
    expect(filter('category=3&search=%20plov%20')).toEqual({ category: 3, search: 'plov' });
  });

  // the API refuses ids beyond 2^31 - 1 (a 422 there was a 500 page here)
  it.each(['category=9007199254740993', 'category=2147483648', 'category=1e3', 'category=01', 'category=-1', 'category=', 'category[a]=1'])(
    'ignores %s',
    (search) => {
      expect(filter(search)).toEqual({});
    },
  );

  it('takes the first of repeated values and cuts a long term to 100 characters', () => {
    expect(filter('category=2&category=3&search=a&search=b')).toEqual({ category: 2, search: 'a' });
    expect(filter(`search=${'ş'.repeat(500)}`).search).toBe('ş'.repeat(100));
  });
});
