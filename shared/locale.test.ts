import { describe, expect, it } from 'vitest';
import { localizePath, negotiateLocale, splitLocale } from './locale';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'ru'],
    ['', 'ru'],
    ['en-US,en;q=0.9', 'en'],
    ['tk-TM,tk;q=0.9,ru;q=0.8', 'tm'],
    ['tm', 'tm'],
    ['de-DE,de;q=0.9', 'ru'],
    ['de;q=1.0, en;q=0.5, ru;q=0.7', 'ru'],
    ['en;q=0, tk;q=0.3', 'tm'],
    ['fr, en;q=0.8', 'en'],
    ['garbage;;;q=x', 'ru'],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});

describe('splitLocale / localizePath', () => {
  it('reads the prefix; unprefixed paths are Russian', () => {
    expect(splitLocale('/en/products/3')).toEqual({ locale: 'en', path: '/products/3', prefix: 'en' });
    expect(splitLocale('/tm')).toEqual({ locale: 'tm', path: '/', prefix: 'tm' });
    expect(splitLocale('/products')).toEqual({ locale: 'ru', path: '/products', prefix: null });
    expect(splitLocale('/ru/products').locale).toBe('ru');
    expect(splitLocale('/entry').locale).toBe('ru');
  });
  it('adds the prefix for en and tm only', () => {
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/products?x=1', 'tm')).toBe('/tm/products?x=1');
    expect(localizePath('/?product_id=2', 'tm')).toBe('/tm?product_id=2');
    expect(localizePath('/catalogue', 'ru')).toBe('/catalogue');
  });
  it('round-trips every path through every locale', () => {
    for (const path of ['/', '/products', '/pages/dish-history', '/orders/12']) {
      for (const locale of ['ru', 'en', 'tm'] as const) {
        expect(splitLocale(localizePath(path, locale))).toMatchObject({ locale, path });
      }
    }
  });
});
