// @vitest-environment jsdom
// ShopLink reads the router's navigator from react-router's UNSAFE_NavigationContext, the one UNSAFE_
// import the shop keeps (docs/decisions/008-shop-router.md): this fails loudly if an upgrade renames
// it or changes what it holds, under the shop's router and under react-router's own.
import fs from 'node:fs';
import path from 'node:path';
import { useContext } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Router, UNSAFE_NavigationContext, type Navigator } from 'react-router';

afterEach(cleanup);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

let seen: Navigator | undefined;
function ReadNavigator() {
  seen = useContext(UNSAFE_NavigationContext).navigator;
  return null;
}

describe("react-router's navigation context, as ShopLink uses it", () => {
  it('is the only UNSAFE_ export the shop imports, and only link.tsx imports it', () => {
    const uses = ['client', 'server', 'shared']
      .flatMap(sourceFiles)
      .flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/^import [^;]*?'react-router';/gms)].flatMap((m) =>
          [...m[0].matchAll(/\bUNSAFE_\w+/g)].map((name) => `${file}: ${name[0]}`),
        ),
      );
    expect(uses).toEqual(['client/components/link.tsx: UNSAFE_NavigationContext']);
  });

  it("holds the navigator given to <Router>: the shop router's own, with push, replace and createHref", () => {
    const navigator: Navigator = { createHref: () => '/x', go: () => {}, push: () => {}, replace: () => {} };
    render(
      <Router location="/en" navigator={navigator}>
        <ReadNavigator />
      </Router>,
    );
    expect(seen).toBe(navigator);
  });

  it("holds a working navigator under react-router's own routers (the component tests' MemoryRouter)", () => {
    render(
      <MemoryRouter initialEntries={['/en']}>
        <ReadNavigator />
      </MemoryRouter>,
    );
    expect(typeof seen?.push).toBe('function');
    expect(typeof seen?.replace).toBe('function');
    expect(seen?.createHref({ pathname: '/tm/products/7', search: '?a=1' })).toBe('/tm/products/7?a=1');
  });
});
