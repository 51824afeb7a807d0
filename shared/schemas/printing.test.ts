import { describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import { MAC_PATTERN, normalMac, PrinterBody } from './printing';

describe('a printer MAC as staff type it', () => {
  it.each(['00:11:62:1a:2b:3c', '00-11-62-1A-2B-3C', '0011.621a.2b3c', '00 11 62 1A 2B 3C', '0011621A2B3C', ' 00:11:62:1A:2B:3C '])(
    '%j is 00:11:62:1A:2B:3C',
    (typed) => expect(normalMac(typed)).toBe('00:11:62:1A:2B:3C'),
  );

  // found by the fuzz test (seed 928773600): twelve hex digits picked out of other text made a MAC
  it.each(['bad mac: bdadaebdadae!', 'x0011621A2B3C', '00:11:62:1A:2B', '00:11:62:1A:2B:3C:4D', 'GG:11:62:1A:2B:3C'])(
    '%j is refused',
    (typed) => {
      expect(MAC_PATTERN.test(normalMac(typed))).toBe(false);
      const [error] = validate({ name: 'Kitchen', mac: typed }, PrinterBody, { coerce: true });
      expect(error?.path).toEqual(['mac']);
    },
  );
});
