import { describe, expect, it } from 'vitest';
import { canVerify, emptyRegister, loginValid, registerErrors, type RegisterField } from './sign-rules';

const edited = (...fields: RegisterField[]) => new Set(fields);
const filled = { name: 'Aman', surname: 'Amanow', phone: '+99361234567', email: 'a@b' };

describe('register rules (spec §5)', () => {
  it('requires a non-empty name', () => {
    expect(registerErrors({ ...filled, name: '' }, edited())).toEqual(new Set(['name']));
    expect(registerErrors({ ...filled, name: '   ' }, edited())).toEqual(new Set(['name']));
  });

  it('keeps the surname valid until it is edited and cleared', () => {
    expect(registerErrors({ ...filled, surname: '' }, edited()).has('surname')).toBe(false);
    expect(registerErrors({ ...filled, surname: '' }, edited('surname')).has('surname')).toBe(true);
    expect(registerErrors({ ...filled, surname: 'X' }, edited('surname')).has('surname')).toBe(false);
  });

  it('requires the full phone', () => {
    expect(registerErrors({ ...filled, phone: '+993' }, edited()).has('phone')).toBe(true);
    expect(registerErrors({ ...filled, phone: '+9936123456' }, edited()).has('phone')).toBe(true);
  });

  it('requires the email to be non-empty but does not check its format', () => {
    expect(registerErrors({ ...filled, email: '' }, edited()).has('email')).toBe(true);
    expect(registerErrors({ ...filled, email: 'not-an-email' }, edited()).size).toBe(0);
  });

  it('starts with name, phone and email missing', () => {
    expect(registerErrors(emptyRegister, edited())).toEqual(new Set(['name', 'phone', 'email']));
  });
});

describe('login rule', () => {
  it('requires the phone', () => {
    expect(loginValid('+993')).toBe(false);
    expect(loginValid('+99361234567')).toBe(true);
  });
});

describe('verify button rule', () => {
  const code = ['1', '2', '3', '4', ''];
  it('is enabled with the first four boxes filled and time left', () => {
    expect(canVerify(code, false, 10)).toBe(true);
  });
  it('is disabled while loading, at 0 seconds, or with one of the first four empty', () => {
    expect(canVerify(code, true, 10)).toBe(false);
    expect(canVerify(code, false, 0)).toBe(false);
    expect(canVerify(['1', '', '3', '4', '5'], false, 10)).toBe(false);
  });
});
