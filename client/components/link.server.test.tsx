import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storefrontTree } from '../../tests/helpers/harness';
import { LocalizedLink, LocalizedNavLink, ShopLink } from './link';

// Links as the server bundle renders them (import.meta.env.SSR): the markup the browser's links
// hydrate, with no handler made for them and none of the router's own props written out.
describe('links in a server render', () => {
  it('runs as the server bundle does', () => {
    expect(import.meta.env.SSR).toBe(true);
  });

  it('are the same anchors the browser renders: href in the page language, current page marked, props passed on', () => {
    const { tree } = storefrontTree(
      <>
        <LocalizedLink to="/products?category=2" className="chip">
          Soups
        </LocalizedLink>
        <LocalizedNavLink to="/catalogue">Menu</LocalizedNavLink>
        <ShopLink to={{ pathname: '/en/products/7', search: '?x=1', hash: '#photo' }} replace state={{ from: 'test' }} preventScrollReset>
          Plov
        </ShopLink>
      </>,
      { url: '/en/catalogue' },
    );
    expect(renderToString(tree)).toBe(
      '<a href="/en/products?category=2" class="chip">Soups</a>' +
        '<a href="/en/catalogue" aria-current="page">Menu</a>' +
        '<a href="/en/products/7?x=1#photo">Plov</a>',
    );
  });
});
