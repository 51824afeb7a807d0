import { describe, expect, it } from 'vitest';
import { newNonce } from './security';

describe('CSP nonces', () => {
  it('are 16 fresh bytes each, never repeated, across refills of their pool', () => {
    const nonces = Array.from({ length: 1000 }, newNonce); // about four 4 KB pools
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
