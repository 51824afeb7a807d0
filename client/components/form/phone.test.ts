import { describe, expect, it } from 'vitest';
import { isCompletePhone, maskPhone, phoneForApi } from './phone';

describe('phone mask', () => {
  it('keeps the +993 prefix and only digits', () => {
    expect(maskPhone('+9936a1-2 3')).toBe('+993612' + '3');
    expect(maskPhone('+993abc')).toBe('+993');
  });

  it('takes at most 8 digits', () => {
    expect(maskPhone('+993612345678999')).toBe('+99361234567');
  });

  it('leaves the prefix when the user deletes into it', () => {
    expect(maskPhone('+99')).toBe('+993');
    expect(maskPhone('')).toBe('+993');
  });

  it('accepts a pasted full number or bare digits', () => {
    expect(maskPhone('+99361234567')).toBe('+99361234567');
    expect(maskPhone('99361234567')).toBe('+99361234567');
    expect(maskPhone('61234567')).toBe('+99361234567');
  });

  it('strips the first 4 characters before sending', () => {
    expect(phoneForApi('+99361234567')).toBe('61234567');
  });

  it('is complete with exactly 8 digits', () => {
    expect(isCompletePhone('+99361234567')).toBe(true);
    expect(isCompletePhone('+9936123456')).toBe(false);
  });

  it('is no phone the server takes when it is a landline (the server takes mobile operator codes only)', () => {
    expect(isCompletePhone(maskPhone('+993 12 345678'))).toBe(false); // Ashgabat city code 12
    expect(isCompletePhone('+99360234567')).toBe(false);
    expect(isCompletePhone('+99371234567')).toBe(true);
  });
});
