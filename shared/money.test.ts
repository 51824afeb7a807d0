import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money';

describe('money', () => {
  it('formats minor units with two places', () => {
    expect(formatMoney(4500)).toBe('45.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(-1250)).toBe('-12.50');
  });
  it('parses decimal strings without floats', () => {
    expect(parseMoney('45.00')).toBe(4500);
    expect(parseMoney('0.1')).toBe(10);
    expect(parseMoney('19.99')).toBe(1999);
    expect(parseMoney('1.005')).toBeNull();
    expect(parseMoney('-1')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
  });
  it('rejects non-integers when formatting', () => {
    expect(() => formatMoney(0.1)).toThrow();
  });
});
