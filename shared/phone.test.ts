import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { isMobilePhone, normalisePhone, Phone } from './phone';

describe('phone rule', () => {
  it('takes mobile operator codes only: a landline is no mobile number', () => {
    expect(isMobilePhone('61234567')).toBe(true);
    expect(isMobilePhone('71234567')).toBe(true);
    expect(isMobilePhone('12345678')).toBe(false); // Ashgabat city code 12
    expect(isMobilePhone('60234567')).toBe(false);
    expect(isMobilePhone('6123456')).toBe(false);
  });

  it('normalises the spellings people type to the 8 stored digits', () => {
    expect(normalisePhone('+993 61 23-45-67')).toBe('61234567');
    expect(normalisePhone('(61) 234567')).toBe('61234567');
    expect(normalisePhone('+99312345678')).toBeNull();
    expect(normalisePhone('99361234567')).toBeNull();
  });

  it('is a superstruct field yielding the stored digits', () => {
    expect(create('+99365000001', Phone)).toBe('65000001');
    expect(() => create('+99312345678', Phone)).toThrow();
  });
});
