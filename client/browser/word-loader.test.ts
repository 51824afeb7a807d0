import { describe, expect, it, vi } from 'vitest';
import { createWordLoader, mergeWords } from './deps';

// Issue 13, item 1: the words of a language come in two parts; a part merged in later must reach the
// dictionary object the page's I18nProvider already holds.

const parts = {
  first: { shell: { basket: 'Basket' }, tmt: 'TMT' },
  rest: { shell: { orders: 'Orders' }, checkout: { title: 'Checkout' } },
};
const all = { shell: { basket: 'Basket', orders: 'Orders' }, tmt: 'TMT', checkout: { title: 'Checkout' } };

function loader() {
  const dictionaries: Record<string, Record<string, unknown>> = {};
  const load = {
    first: vi.fn(async (_locale: string) => ({ default: parts.first })),
    rest: vi.fn(async (_locale: string) => ({ default: parts.rest })),
    all: vi.fn(async (_locale: string) => ({ default: all })),
  };
  return { dictionaries, load, ...createWordLoader(dictionaries, load) };
}

describe('the word loader', () => {
  it('loads the first-render words, then the rest into the same object, a shared group merged', async () => {
    const { dictionaries, load, loadDictionary, loadAllWords } = loader();
    await loadDictionary('en');
    const held = dictionaries.en;
    expect(held).toEqual(parts.first);
    await loadAllWords();
    expect(dictionaries.en).toBe(held);
    expect(held).toEqual(all);
    expect(load.all).not.toHaveBeenCalled();
    // the modules' own objects are never changed
    expect(parts.first).toEqual({ shell: { basket: 'Basket' }, tmt: 'TMT' });
  });

  it('a page that needs every word from the start loads them in one file', async () => {
    const { dictionaries, load, loadDictionary } = loader();
    await loadDictionary('ru', 'all');
    expect(dictionaries.ru).toEqual(all);
    expect(load.all).toHaveBeenCalledTimes(1);
    expect(load.first).not.toHaveBeenCalled();
    await loadDictionary('ru');
    expect(load.first).not.toHaveBeenCalled();
  });

  it('once all words were wanted, a language switched to later comes whole', async () => {
    const { dictionaries, load, loadDictionary, loadAllWords } = loader();
    await loadDictionary('ru');
    await loadAllWords();
    await loadDictionary('tm'); // the root loader asks for the first-render words only
    expect(dictionaries.tm).toEqual(all);
    expect(load.rest).toHaveBeenCalledWith('ru');
  });

  it('a part that failed to come (offline) is asked for again', async () => {
    const { dictionaries, load, loadDictionary } = loader();
    load.first.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(loadDictionary('en')).rejects.toThrow('Failed to fetch');
    await loadDictionary('en');
    expect(dictionaries.en).toEqual(parts.first);
    expect(load.first).toHaveBeenCalledTimes(2);
  });

  it('mergeWords copies groups, not references', () => {
    const into: Record<string, unknown> = {};
    const from = { a: { b: 'c' } };
    mergeWords(into, from);
    (into.a as Record<string, string>).b = 'changed';
    expect(from.a.b).toBe('c');
  });
});
