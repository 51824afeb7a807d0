import { describe, expect, it } from 'vitest';
import { containsPhone, maskPhones } from './logger';

describe('phone numbers in log lines', () => {
  it('are found every time, in any spelling, by the one shared pattern (no state between calls)', () => {
    for (let i = 0; i < 3; i++) {
      expect(containsPhone('req-+99364112233')).toBe(true);
      expect(containsPhone('id 993 64 11 22 33')).toBe(true);
      expect(containsPhone('8d3c5a70-1b2e-4f6a-9c11-2f3e4d5a6b7c')).toBe(false);
    }
  });

  it('are masked to their last two digits', () => {
    expect(maskPhones('sent to 64112233 and +99365123456')).toBe('sent to +993******33 and +993******56');
  });
});
