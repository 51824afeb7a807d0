import { describe, expect, it } from 'vitest';
import { canSaveProfile, profileBody, profileInvalidFields } from './profile-rules';

const values = { name: 'Aman', surname: '', email: '', phone: '61234567' };

describe('my data rules (spec §5)', () => {
  it('needs a name', () => {
    expect(profileInvalidFields({ ...values, name: ' ' }).name).toBe(true);
    expect(canSaveProfile({ ...values, name: '' }, false)).toBe(false);
  });
  it('needs a phone', () => {
    expect(canSaveProfile({ ...values, phone: '' }, false)).toBe(false);
  });
  it('accepts any email, even empty or malformed, and an empty surname', () => {
    expect(canSaveProfile({ ...values, email: 'nonsense' }, false)).toBe(true);
    expect(canSaveProfile(values, false)).toBe(true);
  });
  it('is not savable while saving', () => {
    expect(canSaveProfile(values, true)).toBe(false);
  });
  it('sends name, surname and email but never the phone', () => {
    expect(profileBody({ ...values, surname: 'S', email: 'e' })).toEqual({ name: 'Aman', surname: 'S', email: 'e' });
  });
});
