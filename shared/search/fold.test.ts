import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, searchBlob, searchTerms, skeleton, termMeets } from './fold';

describe('foldText', () => {
  it.each([
    ['Palow', 'palov'],
    ['плов', 'plov'],
    ['PLOV', 'plov'],
    ['Şaşlyk', 'saslik'],
    ['shashlik', 'saslik'],
    ['шашлык', 'saslik'],
    ['Çorba', 'corba'],
    ['chorba', 'corba'],
    ['чорба', 'corba'],
    ['Gök çaý', 'gok cai'],
    ['Žurnal', 'zurnal'],
    ['Ýaşmyk', 'iasmik'],
    ['äňöü', 'anou'],
    ['Люля-кебаб', 'liulia kebab'],
    ['  Manty,   5 pcs! ', 'manti 5 pcs'],
  ])('%s → %s', (input, folded) => {
    expect(foldText(input)).toBe(folded);
  });

  it('gives only lowercase ASCII letters, digits and single spaces, and is stable when repeated', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const once = foldText(text);
        expect(once).toMatch(/^(?:[a-z0-9]+(?: [a-z0-9]+)*)?$/);
        expect(foldText(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('skeleton', () => {
  it('lets the Turkmen and the Russian spelling of plov meet', () => {
    expect(skeleton(foldText('Palow'))).toBe(skeleton(foldText('плов')));
    expect(skeleton('manti')).toBe('mnt');
  });
});

describe('searchTerms', () => {
  it('folds, de-duplicates and keeps at most six words', () => {
    expect(searchTerms('Plov plov PLOV').map((t) => t.folded)).toEqual(['plov']);
    expect(searchTerms('ab cd ef gh ij kl mn op')).toHaveLength(6);
    expect(searchTerms('!!!')).toEqual([]);
  });

  it('gives a sound-alike key only to words long enough to trust it', () => {
    expect(searchTerms('palow')[0].key).toBe('plv');
    expect(searchTerms('çaý')[0].key).toBeNull();
  });
});

describe('searchBlob', () => {
  it('stores words between spaces so a word start can be matched with LIKE', () => {
    expect(searchBlob(['Palow', 'Плов', 'Plov'])).toEqual({ words: ' palov plov ', keys: ' plv ' });
    expect(searchBlob(['', ''])).toEqual({ words: '', keys: '' });
  });
});

describe('searchTerms drops terms that would match everything', () => {
  it('leaves out single letters, including long runs that collapse to one', () => {
    expect(searchTerms('zzzzzz')).toEqual([]);
    expect(searchTerms('a')).toEqual([]);
    expect(searchTerms('плов с мясом').map((t) => t.folded)).toEqual(['plov', 'miasom']);
  });
});

describe('termMeets', () => {
  const term = (q: string) => searchTerms(q)[0];
  it('meets a word that starts with the term or sounds the same as a whole', () => {
    expect(termMeets(term('шашлык'), foldText('Şaşlyklar Шашлыки Shashlik and grill'))).toBe(true);
    expect(termMeets(term('palow'), foldText('Plov'))).toBe(true);
  });
  it('takes no skeleton as a prefix: şaşlyk (slk) does not meet işlekli (slkl)', () => {
    expect(termMeets(term('şaşlyk'), foldText('Işlekli Ишлекли Ishlekli'))).toBe(false);
  });
});
