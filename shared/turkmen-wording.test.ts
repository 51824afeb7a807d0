import { describe, expect, it } from 'vitest';
import tm from '../locales/tm.json';

// Turkmen suffixes follow the vowels of the word before them (vowel harmony): "10:00-dan" is right
// but "23:00-a" is not ("ýigrimi üç" wants "-e"), and "{{n}}-njisi" is wrong for 6, 9 and 10. A
// number or a placeholder must therefore stand alone, with no suffix written after it.

const strings = (table: object, prefix = ''): [string, string][] =>
  Object.entries(table).flatMap(([k, v]) => (typeof v === 'object' && v ? strings(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]]));

const lookup = (key: string) => Object.fromEntries(strings(tm))[key];

describe('Turkmen wording', () => {
  it('writes no suffix after a number or a {{placeholder}}', () => {
    const suffixed = strings(tm).filter(([, text]) => /(\}\}|\d)-\p{L}/u.test(text));
    expect(suffixed.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('says the delivery hours, the way to the menu and back to the top as a Turkmen reader expects', () => {
    expect(lookup('checkout.hours')).toBe('Eltip bermek wagty: {{opens}}–{{closes}}');
    expect(lookup('checkout.to_menu')).toBe('Menýuwa geç');
    expect(lookup('shell.scroll_to_top')).toBe('Sahypanyň başyna');
  });
});
