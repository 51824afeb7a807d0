import fs from 'node:fs';
import type { Page } from '@playwright/test';

// read as the other specs read them: Playwright's loader takes no JSON import without an attribute
const words = (file: string): unknown => JSON.parse(fs.readFileSync(`locales/${file}.json`, 'utf8'));

/** A shop language as the HTML path's specs walk it: its home, its words, and its names of two dishes. */
export interface ShopLanguage {
  name: 'tm' | 'ru' | 'en';
  prefix: string;
  home: string;
  plov: string;
  dograma: string;
  /** a word of the storefront's dictionary by its dotted key, {{params}} filled in */
  w(key: string, params?: Record<string, string | number>): string;
  /** the API's wording of an error code, as the server says it on a refused form */
  apiError(code: string): string;
}

const lookup = (dict: unknown, key: string): string => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dict);
  if (typeof value !== 'string') throw new Error(`no word ${key}`);
  return value;
};

function language(name: ShopLanguage['name'], dict: unknown, api: unknown, plov: string, dograma: string): ShopLanguage {
  const prefix = name === 'ru' ? '' : `/${name}`;
  return {
    name,
    prefix,
    home: prefix || '/',
    plov,
    dograma,
    w: (key, params = {}) => lookup(dict, key).replace(/\{\{(\w+)\}\}/g, (_, p: string) => String(params[p] ?? '')),
    apiError: (code) => lookup(api, `errors.${code}`),
  };
}

export const LANGUAGES: ShopLanguage[] = [
  language('tm', words('tm'), words('api/tm'), 'Palow', 'Dograma'),
  language('ru', words('ru'), words('api/ru'), 'Плов', 'Дограма'),
  language('en', words('en'), words('api/en'), 'Plov', 'Dograma'),
];

/** A dish's first card on the page. */
export const card = (page: Page, dish: string) => page.getByRole('main').getByRole('article', { name: dish, exact: true }).first();

/** The header's basket button (its name ends with the total in TMT). */
export const headerBasket = (page: Page) => page.getByRole('banner').getByRole('button', { name: /TMT/ });
