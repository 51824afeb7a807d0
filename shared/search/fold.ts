// Search folding: names typed in Turkmen Latin, Russian Cyrillic or English spelling all reduce to the
// same ASCII form, so `плов`, `plov` and `Palow` can meet. Pure and deterministic: the server stores the
// folded text at write time and folds the query the same way, so SQLite and PostgreSQL compare equal strings.

const cyrillic: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'z',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'c',
  ш: 's',
  щ: 's',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
  // Turkmen and Kazakh Cyrillic letters that still turn up in old menus
  ә: 'a',
  ө: 'o',
  ү: 'u',
  ң: 'n',
  җ: 'j',
  һ: 'h',
  і: 'i',
  ғ: 'g',
  қ: 'k',
  ұ: 'u',
};

// Latin spellings of one sound collapse to one letter: ş/sh/ш → s, ç/ch/ч → c, ž/zh/ж → z, w → v (palow ~ plov), y/ý/ы → i.
const digraphs: [RegExp, string][] = [
  [/sh/g, 's'],
  [/ch/g, 'c'],
  [/zh/g, 'z'],
  [/kh/g, 'h'],
  [/x/g, 'ks'],
  [/q/g, 'k'],
  [/w/g, 'v'],
  [/y/g, 'i'],
];

/** "Şaşlyk", "shashlik", "Шашлык" → "saslik"; words separated by single spaces. */
export function foldText(text: string): string {
  let s = text.toLowerCase().replace(/[\u0400-\u04ff]/g, (ch) => cyrillic[ch] ?? ch);
  s = s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ');
  // collapsing "ll" can expose a new digraph ("sshh" → "sh"), so repeat until nothing changes
  for (let previous = ''; previous !== s;) {
    previous = s;
    for (const [re, to] of digraphs) s = s.replace(re, to);
    s = s.replace(/([a-z])\1+/g, '$1');
  }
  return s.replace(/ +/g, ' ').trim();
}

/** Consonant skeleton of one folded word: "palov" and "plov" both give "plv". */
export function skeleton(foldedWord: string): string {
  return foldedWord.replace(/[aeiou]/g, '').replace(/([a-z])\1+/g, '$1');
}

/** A skeleton is only trusted for words long enough that vowels are not the whole word. */
export function usableSkeleton(foldedWord: string): string | null {
  const k = skeleton(foldedWord);
  return foldedWord.length >= 4 && k.length >= 3 && /^[a-z]/.test(k) ? k : null;
}

/** Stored form: " word word " so a LIKE '% term%' matches at a word start on any engine. */
export function searchBlob(texts: string[]): { words: string; keys: string } {
  const words = [...new Set(texts.map(foldText).join(' ').split(' ').filter(Boolean))];
  const keys = [...new Set(words.map(skeleton).filter(Boolean))];
  return { words: words.length ? ` ${words.join(' ')} ` : '', keys: keys.length ? ` ${keys.join(' ')} ` : '' };
}

export interface SearchTerm {
  folded: string;
  key: string | null;
}

/**
 * Splits a shopper's query into at most 6 distinct folded terms. A term that folds to a single
 * letter ("с" in "плов с мясом", or "zzzzzz" collapsed to "z") would match nearly every dish,
 * so it is left out; a query with nothing else finds nothing.
 */
export function searchTerms(query: string): SearchTerm[] {
  const words = [
    ...new Set(
      foldText(query)
        .split(' ')
        .filter((w) => w.length >= 2),
    ),
  ].slice(0, 6);
  return words.map((folded) => ({ folded, key: usableSkeleton(folded) }));
}

/**
 * Whether a term meets a folded text (a category's name, say): a word starts with the term, or sounds
 * the same as a whole word. A skeleton is never a prefix: "slk" (şaşlyk) is not the start of "slkl" (işlekli).
 */
export function termMeets(term: SearchTerm, foldedText: string): boolean {
  return foldedText.split(' ').some((word) => word.startsWith(term.folded) || (term.key !== null && skeleton(word) === term.key));
}
