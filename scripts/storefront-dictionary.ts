import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Top-level dictionary groups named `desk` or `desk_…` belong to the restaurant's desk. */
export const isDeskGroup = (group: string) => group === 'desk' || group.startsWith('desk_');

/** The dictionary a storefront page loads: every group but the desk's. */
export function storefrontDictionary(dict: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(dict).filter(([group]) => !isDeskGroup(group)));
}

const VIRTUAL = /^virtual:storefront-dictionary\/([a-z]+)\.json$/;
const GENERATED = /[\\/]locales[\\/]([a-z]+)\.storefront\.json$/;

/**
 * `virtual:storefront-dictionary/xx.json` is the storefront's dictionary chunk (client/browser/deps.ts),
 * `locales/xx.json` without the desk's groups: the desk's strings (several KB, growing with every desk
 * screen) go with the desk's own page (server/ssr/desk-page.ts) and never cost a shopper a byte.
 * It resolves to `locales/xx.storefront.json`, a file that exists only in the build (its key in the
 * manifest, which the page's preload links use), and is read as JSON like any other.
 */
export function storefrontDictionaryPlugin(root = process.cwd()): Plugin {
  return {
    name: 'storefront-dictionary',
    enforce: 'pre',
    resolveId(source) {
      const match = VIRTUAL.exec(source);
      return match ? path.join(root, 'locales', `${match[1]}.storefront.json`) : null;
    },
    load(id) {
      const match = GENERATED.exec(id);
      if (!match) return null;
      const file = path.join(root, 'locales', `${match[1]}.json`);
      this.addWatchFile(file);
      return JSON.stringify(storefrontDictionary(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>));
    },
  };
}
