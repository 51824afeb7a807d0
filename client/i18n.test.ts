import { describe, expect, it } from 'vitest';
import { mergeWords } from './browser/deps';
import { createI18n, type Dictionary } from './i18n';

// client/i18n.tsx keeps the words a dictionary gave, per dictionary object, for lookups without
// parameters. What t() answers must be what rosetta answers, before and after the dictionary grows.

describe('t()', () => {
  it('answers a word, a nested word, and the same word again', () => {
    const { t } = createI18n('en', { add_to_basket: 'Add', shell: { basket: 'Basket' } });
    expect(t('add_to_basket')).toBe('Add');
    expect(t('shell.basket')).toBe('Basket');
    expect(t('add_to_basket')).toBe('Add');
  });

  it('fills parameters on every call, and a word with a slot looked up without them leaves the slot empty, as rosetta does', () => {
    const { t } = createI18n('en', { quantity_of: 'Quantity of {{name}}' });
    expect(t('quantity_of', { name: 'Plov' })).toBe('Quantity of Plov');
    expect(t('quantity_of', { name: 'Dograma' })).toBe('Quantity of Dograma');
    expect(t('quantity_of')).toBe('Quantity of ');
    expect(t('quantity_of', { name: 'Somsa' })).toBe('Quantity of Somsa');
  });

  it('shows a missing key as itself, and the word once the rest of the dictionary is merged into the same object', () => {
    const dict: Dictionary = { shell: { basket: 'Basket' } };
    const { t } = createI18n('en', dict);
    expect(t('shell.orders')).toBe('shell.orders');
    mergeWords(dict, { shell: { orders: 'Orders' } });
    expect(t('shell.orders')).toBe('Orders');
    // a page rendered later with the same dictionary (another request, a language switch back)
    expect(createI18n('en', dict).t('shell.orders')).toBe('Orders');
  });

  it('keeps each dictionary to its own words', () => {
    const en = createI18n('en', { add_to_basket: 'Add' });
    const ru = createI18n('ru', { add_to_basket: 'В корзину' });
    expect(en.t('add_to_basket')).toBe('Add');
    expect(ru.t('add_to_basket')).toBe('В корзину');
    expect(createI18n('tm', { add_to_basket: 'Sebede goş' }).t('add_to_basket')).toBe('Sebede goş');
  });
});
