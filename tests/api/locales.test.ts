import { describe, expect, it } from 'vitest';
import tm from '../../locales/api/tm.json';
import ru from '../../locales/api/ru.json';
import en from '../../locales/api/en.json';

const keys = (table: object, prefix = ''): string[] =>
  Object.entries(table).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('API message tables', () => {
  it('have the same keys in tm, ru and en', () => {
    expect(keys(tm).sort()).toEqual(keys(en).sort());
    expect(keys(ru).sort()).toEqual(keys(en).sort());
  });

  it('keep the same {{placeholders}} in each language', () => {
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    const lookup = (table: object, key: string) => key.split('.').reduce<any>((t, k) => t[k], table) as string;
    for (const key of keys(en)) {
      expect(placeholders(lookup(tm, key)), key).toEqual(placeholders(lookup(en, key)));
      expect(placeholders(lookup(ru, key)), key).toEqual(placeholders(lookup(en, key)));
    }
  });

  it('write Turkmen in its Latin alphabet', () => {
    const text = JSON.stringify(tm);
    expect(text).toMatch(/[äçňöşüýž]/);
    expect(text).not.toMatch(/[\u0400-\u04ff]/);
  });
});
