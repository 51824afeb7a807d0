import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { matchShopRoutes } from './match-routes';

const table = (): RouteObject[] => [
  { id: 'root', path: '/:locale?', children: [{ index: true }, { path: 'products/:id' }, { path: '*' }] },
];

describe('matching the route table', () => {
  it("gives react-router's matches, worked out once per path and table", () => {
    const routes = table();
    const first = matchShopRoutes(routes, '/en/products/7');
    expect(first).toEqual(matchRoutes(routes, '/en/products/7'));
    expect(first?.at(-1)?.params).toEqual({ locale: 'en', id: '7' });
    expect(matchShopRoutes(routes, '/en/products/7')).toBe(first);
    // another table (the server's, with elements) is matched on its own
    const other = table();
    expect(matchShopRoutes(other, '/en/products/7')).not.toBe(first);
    expect(matchShopRoutes(routes, '/no/such/page')?.at(-1)?.params['*']).toBe('such/page');
  });

  it('keeps the last 500 paths: the least recently used goes first', () => {
    const routes = table();
    const home = matchShopRoutes(routes, '/');
    const oldest = matchShopRoutes(routes, '/products/0');
    for (let i = 1; i < 499; i++) matchShopRoutes(routes, `/products/${i}`);
    expect(matchShopRoutes(routes, '/')).toBe(home); // used again: now the most recent
    matchShopRoutes(routes, '/products/499'); // the 501st path
    expect(matchShopRoutes(routes, '/')).toBe(home);
    expect(matchShopRoutes(routes, '/products/0')).not.toBe(oldest);
    expect(matchShopRoutes(routes, '/products/0')).toEqual(oldest);
  });
});
