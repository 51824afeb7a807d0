import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESK_ENTRY, DESK_MANIFEST, readManifest } from '../../server/ssr/assets';

// Issue 37: the board's address loads the board's code and no other section's. Each section the desk's
// nav opens (client/app/desk/desk-sections.tsx) and the kitchen display are chunks of their own, asked
// for when they first show. Read off the build (npm run build runs before the unit tests).

const clientDir = path.join('dist', 'client');
type Entry = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
const manifest = readManifest(clientDir, DESK_MANIFEST) as unknown as Record<string, Entry>;

/** The manifest keys a browser loads with the entry: it and its static imports, all the way down. */
function firstLoad(entry: string): string[] {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  walk(entry);
  return [...seen];
}

// every section but the board, by its component, and a string only its code has (an API path it calls)
const SECTIONS: Record<string, { module: string; marker: string }> = {
  today: { module: 'client/features/desk-today/components/desk-today.tsx', marker: '/desk/today' },
  phone: { module: 'client/features/desk-phone-order/components/desk-phone-order.tsx', marker: 'desk.phone_order.' },
  menu: { module: 'client/features/desk-menu/components/desk-menu.tsx', marker: '/desk/menu' },
  content: { module: 'client/features/desk-content/components/desk-content.tsx', marker: '/desk/content' },
  stoplist: { module: 'client/features/desk-rules/components/desk-stop-list.tsx', marker: '/desk/stop-list' },
  hours: { module: 'client/features/desk-rules/components/desk-hours.tsx', marker: '/desk/hours' },
  staff: { module: 'client/features/desk-staff/components/desk-staff.tsx', marker: '/desk/staff' },
  zones: { module: 'client/features/desk-zones/components/desk-zones.tsx', marker: '/desk/zones' },
  printers: { module: 'client/features/desk-printers/components/desk-printers.tsx', marker: '/desk/printing' },
  kitchen: { module: 'client/features/desk-kitchen/components/kitchen-screen.tsx', marker: '/desk/kitchen/' },
};
const code = (keys: string[]) => keys.map((key) => fs.readFileSync(path.join(clientDir, manifest[key].file), 'utf8')).join('\n');

describe("the desk's first load", () => {
  const keys = firstLoad(DESK_ENTRY);
  const text = code(keys);

  it("is the board's code: its API calls and its live feed are in it", () => {
    expect(manifest[DESK_ENTRY].isEntry).toBe(true);
    for (const marker of ['/desk/me', '/desk/orders', '/desk/events', 'desk-board']) expect(text).toContain(marker);
  });

  it('holds no module of another section, nor any of their code', () => {
    expect(keys.filter((key) => /features\/desk-(?!orders|auth|alerts)/.test(key))).toEqual([]);
    expect(Object.entries(SECTIONS).filter(([, { marker }]) => text.includes(marker))).toEqual([]);
  });

  it('reaches each other section as a chunk of its own, asked for when it shows', () => {
    const lazy = new Set(keys.flatMap((key) => manifest[key].dynamicImports ?? []));
    for (const [name, { module, marker }] of Object.entries(SECTIONS)) {
      expect(lazy.has(module), name).toBe(true);
      expect(keys, name).not.toContain(module);
      const own = [module, ...firstLoad(module).filter((key) => !keys.includes(key))];
      expect(code(own), name).toContain(marker);
    }
  });
});
