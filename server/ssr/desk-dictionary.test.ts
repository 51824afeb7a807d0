import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedPaths, staticImportClosure } from '../../scripts/storefront-dictionary';
import { DESK_DICTIONARY_GROUPS } from '../../shared/desk-boot';
import { testConfig } from '../../tests/helpers/shop-data';
import { deskPage } from './desk-page';
import tm from '../../locales/tm.json';
import ru from '../../locales/ru.json';
import en from '../../locales/en.json';

// Issue 37: the desk's document carries the desk's words, not the whole storefront dictionary.

const ROOT = path.resolve(__dirname, '../..');
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith('test-kit');
const sourcesUnder = (dir: string): string[] =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? sourcesUnder(`${dir}/${e.name}`) : isSource(e.name) ? [`${dir}/${e.name}`] : []));

/** Every module the desk's entry runs, its lazy parts (`import('…')`) and what they import included. */
function deskModules(): string[] {
  const roots = new Set(['client/entry-desk.tsx', ...sourcesUnder('client/app/desk')]);
  for (const feature of fs.readdirSync(path.join(ROOT, 'client/features')).filter((f) => f.startsWith('desk')))
    sourcesUnder(`client/features/${feature}`).forEach((f) => roots.add(f));
  for (;;) {
    const modules = staticImportClosure(ROOT, [...roots]);
    const lazy = modules.flatMap((file) =>
      [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].flatMap(([, spec]) => {
        const base = path.join(path.dirname(file), spec);
        return [`${base}.tsx`, `${base}.ts`].filter((f) => fs.existsSync(path.join(ROOT, f)) && !roots.has(f));
      }),
    );
    if (lazy.length === 0) return modules;
    lazy.forEach((f) => roots.add(f));
  }
}

const at = (dict: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dict);

describe("the desk's dictionary", () => {
  const modules = deskModules();
  const named = [
    ...namedPaths(
      modules.map((f) => fs.readFileSync(path.join(ROOT, f), 'utf8')),
      en,
    ),
  ];

  it("holds every word the desk's modules name, in ru, en and tm", () => {
    expect(modules).toContain('client/features/desk-orders/components/order-pin-map.tsx');
    expect(named).toContain('desk.title');
    const groups = new Set<string>(DESK_DICTIONARY_GROUPS);
    expect(named.filter((key) => !groups.has(key.split('.')[0]))).toEqual([]);
    for (const [locale, dict] of Object.entries({ tm, ru, en }))
      expect(named.filter((key) => at(dict, key) === undefined).map((key) => `${locale}: ${key}`)).toEqual([]);
  });

  it("the desk's document carries those groups only, and stays small", () => {
    const assets = { scripts: ['/assets/entry-desk.js'], styles: ['/assets/desk.css'], preloads: [] };
    for (const locale of ['tm', 'ru', 'en'] as const) {
      const html = deskPage(locale, { config: testConfig, assets, buildId: 'b1', nonce: 'n' });
      const boot = JSON.parse(html.match(/window\.__DESK_BOOT__=(.*);<\/script>/)![1]) as { dict: Record<string, unknown> };
      expect(Object.keys(boot.dict).sort()).toEqual([...DESK_DICTIONARY_GROUPS].sort());
      expect(boot.dict).not.toHaveProperty('checkout');
      expect(Buffer.byteLength(html)).toBeLessThan(34_000); // the whole dictionary made it 33–48 KB (en–ru); the desk's groups 21.5–31 KB
    }
  });
});
