import { describe, expect, it } from 'vitest';
import { addressInvalid, canSaveAddress, coordinate, emptyAddress, valuesOf } from './address-rules';

describe('address rules (spec §5)', () => {
  it('requires the address', () => {
    expect(addressInvalid(emptyAddress)).toBe(true);
    expect(addressInvalid({ ...emptyAddress, address: '  ' })).toBe(true);
    expect(addressInvalid({ ...emptyAddress, address: 'Magtymguly 1' })).toBe(false);
  });
  it('takes an address only as long as the server does (300 characters)', () => {
    expect(addressInvalid({ ...emptyAddress, address: 'a'.repeat(300) })).toBe(false);
    expect(addressInvalid({ ...emptyAddress, address: 'a'.repeat(301) })).toBe(true);
  });
  it('accepts empty apartment, entrance, floor, comment and no point', () => {
    expect(canSaveAddress({ ...emptyAddress, address: 'A' }, false)).toBe(true);
  });
  it('cannot be saved while saving or invalid', () => {
    expect(canSaveAddress({ ...emptyAddress, address: 'A' }, true)).toBe(false);
    expect(canSaveAddress(emptyAddress, false)).toBe(false);
  });
  it('turns an address into form values and coordinates into strings', () => {
    expect(valuesOf({ id: 3, ...emptyAddress, address: 'A', latitude: '37.9' })).toEqual({
      ...emptyAddress,
      address: 'A',
      latitude: '37.9',
    });
    expect(coordinate(37.93)).toBe('37.930000');
  });
});
