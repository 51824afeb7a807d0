import { describe, expect, it } from 'vitest';
import { invalidFields } from './schemas/fields';
import { SearchQuery, searchTerms } from './desk-board';

describe("the desk's search rule", () => {
  it('reads an order number with or without its zeros, and a whole phone in any spelling', () => {
    expect(searchTerms('123')).toEqual({ number: '000123', phone: null, phonePart: '123' });
    expect(searchTerms('#000123')).toEqual({ number: '000123', phone: null, phonePart: '000123' });
    expect(searchTerms('1234567').number).toBe('1234567');
    for (const q of ['61234567', '+993 61 23-45-67', '(61) 234567', '99361234567']) expect(searchTerms(q).phone).toBe('61234567');
    expect(searchTerms('61234567').phonePart).toBeNull();
    // too few digits for part of a phone, too many for a number or a phone
    expect(searchTerms('12').phonePart).toBeNull();
    expect(searchTerms('123456789012')).toEqual({ number: null, phone: null, phonePart: null });
  });

  it('lets through digits with the punctuation phones are written with, nothing else', () => {
    for (const q of ['123', ' +993 61 23-45-67 ', '#000042']) expect(invalidFields({ q }, SearchQuery)).toEqual(new Set());
    for (const q of ['', '   ', 'plov', '12a', '1%', '1_', '1'.repeat(41)])
      expect(invalidFields({ q }, SearchQuery)).toEqual(new Set(['q']));
  });
});
