import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storefrontTree, testProduct } from '../../../../tests/helpers/harness';
import { useBasket } from './use-basket';

// The basket as the server renders it (this file runs as the server bundle does: import.meta.env.SSR).
// A guest's is the empty one the browser starts from, made without the stores' queries; a
// customer's comes from the server basket the page's loader put in the cache.

function Probe() {
  const basket = useBasket();
  return <output>{`${basket.count}|${basket.total}|${basket.isLoading}|${basket.quantityOf(1)}`}</output>;
}

const plov = testProduct(1, 'Plov', '45.00');
const queryKeys = (queryClient: ReturnType<typeof storefrontTree>['queryClient']) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey[0]);

describe('the basket in a server render', () => {
  it('runs as the server bundle does', () => {
    expect(import.meta.env.SSR).toBe(true);
  });

  it("a guest's is empty and asks the stores for nothing", () => {
    const { tree, queryClient } = storefrontTree(<Probe />);
    queryClient.setQueryData(['user'], null);
    expect(renderToString(tree)).toContain('0|0|false|0');
    expect(queryKeys(queryClient)).not.toContain('basket');
    expect(queryKeys(queryClient)).not.toContain('products');
  });

  it("a customer's is the server basket the loader brought: two of the dish, 90.00 TMT in minor units", () => {
    const { tree, queryClient } = storefrontTree(<Probe />);
    queryClient.setQueryData(['user'], { id: 7, name: 'Aman', phone: '+99364123456' });
    queryClient.setQueryData(['basket', 'en'], [{ ...plov, basket: { quantity: 2 } }]);
    expect(renderToString(tree)).toContain('2|9000|false|2');
  });
});
