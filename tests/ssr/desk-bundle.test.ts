import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { CLIENT_ENTRY, DESK_ENTRY, DESK_MANIFEST, readManifest, type Manifest } from '../../server/ssr/assets';

// Issue 10: the desk adds not a byte to the storefront. Reads the build (npm run build): every file
// the storefront's entry can ever load, statically or lazily, is free of desk modules and desk code.

const clientDir = path.join('dist', 'client');

/** Every manifest key reachable from an entry, through static and dynamic imports. */
function reachable(manifest: Manifest & Record<string, { dynamicImports?: string[] }>, entry: string): string[] {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) walk(next);
  };
  walk(entry);
  return [...seen];
}

// strings only the desk's code has: its API calls, its board's class names, its boot
const DESK_CODE = ['/desk/me', '/desk/orders', 'desk-board', '__DESK_BOOT__'];

it("the storefront's entry never reaches a desk module, lazily or not", () => {
  const manifest = readManifest(clientDir);
  const keys = reachable(manifest, CLIENT_ENTRY);
  expect(keys.length).toBeGreaterThan(20);
  expect(keys.filter((k) => /desk/i.test(k) || /desk/i.test(manifest[k].file))).toEqual([]);
  const files = new Set(keys.flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]));
  const withDeskCode = [...files].filter((file) => {
    const text = fs.readFileSync(path.join(clientDir, file), 'utf8');
    return DESK_CODE.some((marker) => text.includes(marker));
  });
  expect(withDeskCode).toEqual([]);
});

it('the desk has an entry of its own, which is not the storefront’s', () => {
  const desk = readManifest(clientDir, DESK_MANIFEST);
  expect(desk[DESK_ENTRY]?.isEntry).toBe(true);
  expect(fs.readFileSync(path.join(clientDir, desk[DESK_ENTRY].file), 'utf8')).toContain('__DESK_BOOT__');
  expect(readManifest(clientDir)[DESK_ENTRY]).toBeUndefined();
  expect(reachable(desk, DESK_ENTRY)).not.toContain(CLIENT_ENTRY);
});
