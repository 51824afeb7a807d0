import fs from 'node:fs';
import path from 'node:path';

export interface PageAssets {
  scripts: string[];
  styles: string[];
  preloads: string[];
  /** per lazy module (manifest key: a page, the shop's part, a dictionary): the JS and CSS files it needs beyond the entry */
  chunks?: Record<string, string[]>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
}
export type Manifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRY = 'client/entry-client.tsx';
/** The desk's own entry, built on its own (scripts/build.mjs) into its own manifest. */
export const DESK_ENTRY = 'client/entry-desk.tsx';
export const DESK_MANIFEST = 'desk-manifest.json';

export function readManifest(clientDir: string, name = 'manifest.json'): Manifest {
  return JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', name), 'utf8'));
}

/**
 * The entry script, its CSS and the modules it needs first (preloaded, not discovered late): its
 * static imports and, for the storefront's entry, what it imports dynamically at once (the stack, then
 * the shop's own code, evaluated in two tasks: client/entry-client.tsx).
 */
export function entryAssets(manifest: Manifest, entryKey = CLIENT_ENTRY): PageAssets {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`${entryKey} is missing from the client manifest`);
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    chunk.css?.forEach((css) => styles.add(`/${css}`));
    if (key !== entryKey) preloads.add(`/${chunk.file}`);
    chunk.imports?.forEach(walk);
  };
  walk(entryKey);
  if (entryKey === CLIENT_ENTRY) manifest[entryKey].dynamicImports?.forEach(walk);
  return { scripts: [`/${entry.file}`], styles: [...styles], preloads: [...preloads], chunks: pageChunks(manifest, seen) };
}

function pageChunks(manifest: Manifest, inEntry: Set<string>): Record<string, string[]> {
  const chunks: Record<string, string[]> = {};
  // the pages, and the dictionaries (locales/ru.json …): the page's one loads with its code
  for (const key of Object.keys(manifest).filter((k) => /^(client\/app\/(routes\/|shop-part\.tsx$)|locales\/)/.test(k))) {
    const files = new Set<string>();
    const seen = new Set(inEntry);
    const walk = (k: string) => {
      if (seen.has(k)) return;
      seen.add(k);
      files.add(`/${manifest[k].file}`);
      manifest[k].css?.forEach((css) => files.add(`/${css}`));
      manifest[k].imports?.forEach(walk);
    };
    walk(key);
    chunks[key] = [...files];
  }
  return chunks;
}

export const DEV_ENTRY = '/__dev-entry.js';
export const DEV_DESK_ENTRY = '/__dev-desk-entry.js';

export const devAssets: PageAssets = {
  scripts: ['/@vite/client', DEV_ENTRY],
  styles: [],
  preloads: [],
};
export const devDeskAssets: PageAssets = { scripts: ['/@vite/client', DEV_DESK_ENTRY], styles: [], preloads: [] };

// @vitejs/plugin-react's preamble, which Vite would inject into an index.html we do not have; it
// must run before any component module, so the dev entry installs it and then loads the app.
export const devEntrySource = (entry = CLIENT_ENTRY) => `import RefreshRuntime from "/@react-refresh";
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;
await import("/${entry}");
`;
