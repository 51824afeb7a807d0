import { describe, expect, it } from 'vitest';
import { parseId } from './ids';

describe('parseId', () => {
  it('reads canonical ids up to 2^31 - 1', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it.each([
    null,
    undefined,
    '',
    '0',
    '01',
    '-1',
    '+1',
    ' 1',
    '1.0',
    '1e3',
    '0x10',
    '2147483648',
    '9007199254740993',
    '99999999999',
    'Infinity',
    '١',
  ])('names nothing for %j', (value) => {
    expect(parseId(value)).toBeNull();
  });
});
