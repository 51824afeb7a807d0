import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

function setup(maxEntries = 3) {
  let version = 'v1';
  let clock = 0;
  let reads = 0;
  let builds = 0;
  const cache = new ResponseCache({
    readVersion: async () => (reads++, version),
    recheckMs: 1000,
    maxEntries,
    now: () => clock,
  });
  const get = (key: string) => cache.get(key, async () => ({ key, build: ++builds }));
  return {
    cache,
    get,
    setVersion: (v: string) => void (version = v),
    tick: (ms: number) => void (clock += ms),
    counts: () => ({ reads, builds }),
  };
}

const json = (b: { body: Buffer }) => JSON.parse(b.body.toString());

describe('ResponseCache', () => {
  it('builds an answer once and serves the same bytes and ETag after', async () => {
    const t = setup();
    const a = await t.get('x');
    const b = await t.get('x');
    expect(b).toBe(a);
    expect(json(a)).toEqual({ key: 'x', build: 1 });
    expect(a.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(JSON.parse(gunzipSync(a.gzipped()).toString())).toEqual(json(a));
    expect(t.counts()).toEqual({ reads: 1, builds: 1 });
  });

  it("reads an answer's bytes back as JSON once, frozen to the last level, and a new version gives a new value", async () => {
    const t = setup();
    const cache = new ResponseCache({ readVersion: async () => 'v1' });
    const entry = await cache.get('menu', async () => ({ data: [{ id: 1, name: { en: 'Plov' } }] }));
    const value = entry.parsed() as { data: { id: number; name: { en: string } }[] };
    expect(value).toEqual(json(entry));
    expect(entry.parsed()).toBe(value);
    expect(() => value.data.push({ id: 2, name: { en: 'Somsa' } })).toThrow(TypeError);
    expect(() => {
      value.data[0].name.en = 'changed';
    }).toThrow(TypeError);
    expect(json(entry)).toEqual({ data: [{ id: 1, name: { en: 'Plov' } }] });
    const first = await t.get('x');
    t.setVersion('v2');
    t.tick(1000);
    const second = await t.get('x');
    expect(second.parsed()).not.toBe(first.parsed());
    expect(second.parsed()).toEqual({ key: 'x', build: 2 });
  });

  it('reads the data version at most once per interval and drops everything when it changed', async () => {
    const t = setup();
    await t.get('x');
    t.setVersion('v2');
    t.tick(999);
    expect(json(await t.get('x')).build).toBe(1);
    t.tick(1);
    expect(json(await t.get('x')).build).toBe(2);
    expect(t.counts().reads).toBe(2);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const t = setup(2);
    await t.get('a');
    await t.get('b');
    await t.get('a');
    await t.get('c');
    expect(json(await t.get('a')).build).toBe(1);
    expect(json(await t.get('b')).build).toBe(4);
  });

  it('invalidate() makes the next read rebuild at once', async () => {
    const t = setup();
    await t.get('x');
    t.cache.invalidate();
    expect(json(await t.get('x')).build).toBe(2);
  });

  it('does not keep a failed build', async () => {
    const t = setup();
    await expect(
      t.cache.get('x', async () => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(json(await t.get('x')).build).toBe(1);
  });
});
