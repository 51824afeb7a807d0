import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Top-level dictionary groups named `desk` or `desk_…` belong to the restaurant's desk. */
export const isDeskGroup = (group: string) => group === 'desk' || group.startsWith('desk_');

/** The dictionary a storefront page may use: every group but the desk's. */
export function storefrontDictionary(dict: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(dict).filter(([group]) => !isDeskGroup(group)));
}

/**
 * The modules a storefront page's first render runs, whichever page it is: the shop's own code (the
 * router and document, and the shop's part of the page: the shell and the stores, which hydrates once the
 * browser is idle after load, client/app/shop-part-loader.ts) and the browsing pages, which hydrate with the first-render words
 * only. The product modal is one of them: `?product_id=` on any page renders it on the server. The
 * other pages (checkout, orders, an order, tracking) load every word before they render, as does every
 * part that loads later (a modal, a panel, the map): `client/app/route-table.tsx`, `lazy-part.tsx`.
 */
export const FIRST_RENDER_ROOTS = [
  'client/start-client.tsx',
  'client/app/shop-part.tsx',
  'client/app/routes/home.tsx',
  'client/app/routes/catalogue.tsx',
  'client/app/routes/products.tsx',
  'client/app/routes/product.tsx',
  'client/app/routes/content-page.tsx',
  'client/features/product/components/product-modal.tsx',
];

const SOURCE_EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

/** The project's modules `roots` import statically (not `import()`), roots included. */
export function staticImportClosure(root: string, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    // `import … from '…'` and `export … from '…'`, not `import type`; `import('…')` has no `from`
    for (const [, typeOnly, specifier] of source.matchAll(/^\s*(?:import|export)(\s+type)?\b[^'"]*?\bfrom\s+['"](\.[^'"]+)['"]/gm)) {
      if (typeOnly) continue;
      const base = path.join(path.dirname(file), specifier);
      const resolved = [base, ...SOURCE_EXTENSIONS.map((ext) => base + ext)].find(
        (candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(path.join(root, candidate)),
      );
      if (resolved) visit(resolved);
    }
  };
  roots.forEach(visit);
  return [...seen];
}

/**
 * The dictionary paths the given sources name: every string literal that is a path in `dict` (a word
 * or a group), and the fixed start of every template literal that builds one (`shell.language_names.${l}`
 * names the whole `shell.language_names`).
 */
export function namedPaths(sources: string[], dict: Record<string, unknown>): Set<string> {
  const at = (key: string) => {
    let node: unknown = dict;
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return node;
  };
  const exists = (key: string) => at(key) !== undefined;
  const paths = new Set<string>();
  for (const source of sources) {
    // a one-word literal counts only as a word: 'checkout' is a page's name far more often than a group
    for (const [, literal] of source.matchAll(/['"]([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*)['"]/g))
      if (literal.includes('.') ? exists(literal) : typeof at(literal) === 'string') paths.add(literal);
    for (const [, prefix] of source.matchAll(/`([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*)\.\$\{/g)) if (exists(prefix)) paths.add(prefix);
  }
  return paths;
}

type Dict = Record<string, unknown>;

/** `dict` split in two: the words at `paths` (with everything under them), and the rest. */
export function splitDictionary(dict: Dict, paths: Set<string>): { first: Dict; rest: Dict } {
  const split = (node: Dict, prefix: string): { first?: Dict; rest?: Dict } => {
    const first: Dict = {};
    const rest: Dict = {};
    for (const [key, value] of Object.entries(node)) {
      const at = prefix ? `${prefix}.${key}` : key;
      if (paths.has(at)) first[key] = value;
      else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const parts = split(value as Dict, at);
        if (parts.first) first[key] = parts.first;
        if (parts.rest) rest[key] = parts.rest;
      } else rest[key] = value;
    }
    return { first: Object.keys(first).length ? first : undefined, rest: Object.keys(rest).length ? rest : undefined };
  };
  const { first = {}, rest = {} } = split(dict, '');
  return { first, rest };
}

const firstRenderSources = (root: string) =>
  staticImportClosure(root, FIRST_RENDER_ROOTS).map((file) => fs.readFileSync(path.join(root, file), 'utf8'));

/** The first-render words of a storefront page, and the rest, for one locale's whole dictionary. */
export function storefrontDictionaryParts(root: string, dict: Dict): { first: Dict; rest: Dict } {
  const shop = storefrontDictionary(dict);
  return splitDictionary(shop, namedPaths(firstRenderSources(root), shop));
}

const VIRTUAL = /^virtual:storefront-dictionary\/([a-z]+)\.(first|rest|all)\.json$/;
const GENERATED = /[\\/]locales[\\/]([a-z]+)\.(first|rest|all)\.storefront\.json$/;

/**
 * `virtual:storefront-dictionary/xx.first.json` and `…/xx.rest.json` are the storefront's dictionary
 * chunks (client/browser/deps.ts): `locales/xx.json` without the desk's groups (the desk's strings go
 * with the desk's own page, server/ssr/desk-page.ts, and never cost a shopper a byte), in two parts.
 * The first part holds the words the first render of any page may need (FIRST_RENDER_ROOTS), and loads
 * with the page's code; the rest loads after the load event, or before a page or part that needs it.
 * `…/xx.all.json` is both in one file, for a page that needs every word from its first render (one
 * request, and smaller than the two parts). Each resolves to `locales/xx.first.storefront.json` (or
 * `.rest.`, `.all.`), a file that exists only in the build (its key in the manifest, which the page's
 * preload links use), read as JSON.
 */
export function storefrontDictionaryPlugin(root = process.cwd()): Plugin {
  // the build reads the first-render modules once for the six parts; `vite serve` does not split at all:
  // a word added to a first-render module while developing would be missing until a restart
  let split = true;
  let sources: string[] | undefined;
  return {
    name: 'storefront-dictionary',
    enforce: 'pre',
    configResolved(config) {
      split = config.command === 'build';
    },
    buildStart() {
      sources = undefined;
    },
    resolveId(source) {
      const match = VIRTUAL.exec(source);
      return match ? path.join(root, 'locales', `${match[1]}.${match[2]}.storefront.json`) : null;
    },
    load(id) {
      const match = GENERATED.exec(id);
      if (!match) return null;
      const file = path.join(root, 'locales', `${match[1]}.json`);
      this.addWatchFile(file);
      const shop = storefrontDictionary(JSON.parse(fs.readFileSync(file, 'utf8')) as Dict);
      if (match[2] === 'all') return JSON.stringify(shop);
      if (!split) return JSON.stringify(match[2] === 'first' ? shop : {});
      sources ??= firstRenderSources(root);
      const parts = splitDictionary(shop, namedPaths(sources, shop));
      return JSON.stringify(match[2] === 'first' ? parts.first : parts.rest);
    },
  };
}
