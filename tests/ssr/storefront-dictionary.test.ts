import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIRST_RENDER_ROOTS,
  namedPaths,
  splitDictionary,
  staticImportClosure,
  storefrontDictionary,
  storefrontDictionaryParts,
} from '../../scripts/storefront-dictionary';
import { pageWords } from '../../client/app/page-words';
import { readManifest } from '../../server/ssr/assets';

// Issue 13, item 1: a page loads the words its first render may need, not the whole dictionary.

const dictionary = (locale: string) => JSON.parse(fs.readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, unknown>;

/** Every word of a dictionary as `path → text`. */
function leaves(node: unknown, prefix = ''): Record<string, unknown> {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return { [prefix]: node };
  return Object.assign({}, ...Object.entries(node).map(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key)));
}

describe('the first-render words and the rest', () => {
  it.each(['ru', 'en', 'tm'])('%s: two parts with no word in both, which together are the storefront dictionary', (locale) => {
    const { first, rest } = storefrontDictionaryParts(process.cwd(), dictionary(locale));
    const a = leaves(first);
    const b = leaves(rest);
    expect(Object.keys(a).filter((key) => key in b)).toEqual([]);
    expect({ ...a, ...b }).toEqual(leaves(storefrontDictionary(dictionary(locale))));
    // the shell's words are first-render words; the checkout form's and the desk's are not
    expect(a['shell.basket']).toEqual(expect.any(String));
    expect(b['checkout.submit'] ?? b['checkout.title']).toEqual(expect.any(String));
    expect(Object.keys(a).some((key) => key.startsWith('desk'))).toBe(false);
    // far less than the whole: the point of the split
    expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(storefrontDictionary(dictionary(locale))).length / 2);
  });

  it('names a word by its literal path, a group by the start of a template, and never a group by one bare word', () => {
    const dict = { checkout: { title: 'Checkout' }, shell: { language_names: { ru: 'Русский' }, menu: 'Menu' }, tmt: 'TMT' };
    const paths = namedPaths(["route('checkout', 'checkout')", "t('shell.menu') + t('tmt')", 't(`shell.language_names.${l}`)'], dict);
    expect([...paths].sort()).toEqual(['shell.language_names', 'shell.menu', 'tmt']);
    const { first, rest } = splitDictionary(dict, paths);
    expect(first).toEqual({ shell: { language_names: { ru: 'Русский' }, menu: 'Menu' }, tmt: 'TMT' });
    expect(rest).toEqual({ checkout: { title: 'Checkout' } });
  });

  it('follows static imports only: a part imported with import() is not a first-render module', () => {
    const files = staticImportClosure(process.cwd(), FIRST_RENDER_ROOTS);
    expect(files).toEqual(expect.arrayContaining(['client/start-client.tsx', 'client/app/shell/header.tsx', 'client/app/routes/home.tsx']));
    expect(files).not.toContain('client/features/checkout/components/checkout-form.tsx');
    expect(files).not.toContain('client/features/auth/components/auth-modal.tsx');
  });

  it('every page either hydrates with the first-render words (its module is a root) or loads them all', () => {
    const pages = fs
      .readdirSync('client/app/routes')
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .map((file) => path.basename(file, '.tsx'));
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages)
      expect(pageWords(page) === 'all' || FIRST_RENDER_ROOTS.includes(`client/app/routes/${page}.tsx`), page).toBe(true);
  });

  it('the build has a first part, a rest and a whole for each language, the first one the smallest', () => {
    const manifest = readManifest(path.join('dist', 'client'));
    for (const locale of ['ru', 'en', 'tm']) {
      const size = (part: string) =>
        fs.statSync(path.join('dist', 'client', manifest[`locales/${locale}.${part}.storefront.json`].file)).size;
      expect(size('first')).toBeLessThan(size('rest'));
      expect(size('rest')).toBeLessThan(size('all'));
    }
  });
});
