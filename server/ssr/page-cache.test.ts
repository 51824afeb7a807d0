import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

describe('PageCache', () => {
  it('keeps a completely rendered page and swaps the nonce on the way out', () => {
    const cache = new PageCache(1000);
    cache.recorder('k', 200, 'OLD', () => true)('<script nonce="OLD">1</script><script nonce="OLD">2</script>');
    expect(cache.read('k', 'NEW')).toEqual({ status: 200, body: '<script nonce="NEW">1</script><script nonce="NEW">2</script>' });
  });

  it('does not keep a page whose render failed or was aborted', () => {
    const cache = new PageCache(1000);
    cache.recorder('k', 200, 'N', () => false)('<p>half</p>');
    expect(cache.read('k', 'X')).toBeUndefined();
  });

  it('forgets after its time and does nothing when switched off', async () => {
    const short = new PageCache(20);
    short.store('k', { status: 200, nonce: 'N', body: 'x' });
    expect(short.read('k', 'N')).toBeDefined();
    await new Promise((r) => setTimeout(r, 40));
    expect(short.read('k', 'N')).toBeUndefined();
    const off = new PageCache(0);
    off.store('k', { status: 200, nonce: 'N', body: 'x' });
    expect(off.read('k', 'N')).toBeUndefined();
  });

  it('gives a page only until its words stop being true (the server clock instant it was rendered to last until)', () => {
    const cache = new PageCache(60_000);
    cache.recorder(
      'k',
      200,
      'N',
      () => true,
      () => 1_000,
    )('<p>add</p>');
    expect(cache.read('k', 'N', 999)).toBeDefined();
    expect(cache.read('k', 'N', 1_000)).toBeUndefined();
    // and it is dropped: an earlier clock (none goes back, but) does not bring it again
    expect(cache.read('k', 'N', 0)).toBeUndefined();
    cache.recorder('j', 200, 'N', () => true)('<p>no hours</p>');
    expect(cache.read('j', 'N', Number.MAX_SAFE_INTEGER)).toBeDefined();
  });
});
