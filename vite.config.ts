import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { offlinePages } from './scripts/offline-pages';
import { storefrontDictionaryPlugin } from './scripts/storefront-dictionary';
import { appIconsPlugin } from './scripts/app-icons';
import { LOADED_FIRST } from './scripts/loaded-first';

/**
 * V8's explicit compile hint (Chrome 136+) on the chunks that run as every storefront page starts: the
 * stack and the shop's start. Their functions are then compiled while the files stream in, on a
 * background thread, instead of one by one on the main thread as each is first called, which was a
 * third of the main thread's script time after first paint on a slow phone (issue 13, docs/decisions.md).
 * The comment must open the file, so it goes in once the files are written, after Vite's own preamble.
 */
const EAGER_CHUNKS = new Set(['framework', 'shop', 'shop-part']);
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // the browser's files only: the server bundle shares the chunk names but runs in Node
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'post',
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.name && EAGER_CHUNKS.has(chunk.name)) {
          const file = path.join(options.dir!, chunk.fileName);
          fs.writeFileSync(file, COMPILE_HINT + fs.readFileSync(file, 'utf8'));
        }
    },
  };
}

/**
 * The shop's code every storefront page runs, in two chunks: what hydrates the document first
 * (client/start-client.tsx and what it imports statically, transitively), and the shop's part of the page
 * that follows once the browser is idle after load (client/app/shop-part.tsx and its static imports
 * beyond the first: shop-part-loader.ts). Left to itself the bundler splits out every module a lazy page
 * also imports, so a page's first load was about forty files: on HTTP/1.1's six connections per host and
 * a slow phone's round trips they queued behind each other, and Lighthouse counted them all before the
 * dishes' first images (issue 13, docs/decisions.md). The sets are read off the module graph once it is
 * complete, before the chunks are made; the stack keeps its own chunk (the groups' lower priority).
 */
function shellChunk() {
  const shell = new Set<string>();
  const part = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const graph = (into: Set<string>, from: string, without: Set<string>) => {
        into.clear();
        const queue = ids.filter((id) => id.endsWith(from));
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (into.has(id) || without.has(id)) continue;
          into.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      graph(shell, '/client/start-client.tsx', new Set());
      graph(part, '/client/app/shop-part.tsx', shell);
    },
  };
  // no module in them may await at its top level (tests/lint/top-level-await.test.ts): the pages' lazy
  // modules import from these chunks, which would then wait for themselves
  return { plugin, test: (id: string) => shell.has(id), testPart: (id: string) => part.has(id) };
}
const shell = shellChunk();
// TanStack Query's observers and hooks: the first load only makes the query client and fills its cache
// from the server's state (client/browser/deps.ts); what reads it, the shop's part, brings them along
const QUERY_HOOKS =
  /\/node_modules\/@tanstack\/(query-core|react-query)\/build\/modern\/(queryObserver|mutationObserver|infiniteQueryObserver|queriesObserver|use\w+|suspense|errorBoundaryUtils|QueryErrorResetBoundary|IsRestoringProvider|HydrationBoundary)\.js$/;

export default defineConfig(({ mode }) => ({
  plugins: [
    shell.plugin,
    react(),
    // the storefront's dictionary chunks carry no desk strings (scripts/storefront-dictionary.ts)
    storefrontDictionaryPlugin(),
    // issue 13 offline: the service worker (client/browser/service-worker.ts, docs/decisions.md)
    offlinePages(),
    // issue 39: the home-screen icons and favicons, made from the shop's logo (scripts/app-icons.ts)
    appIconsPlugin(),
    compileHints(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'client/browser',
      filename: 'service-worker.ts',
      injectRegister: false, // client/browser/service-worker-register.ts, after load
      manifest: false,
      injectManifest: {
        // the shell: the storefront's hashed JS and CSS, the favicon, the offline pages; not the
        // desk's chunks (staff only, always online), not every image (cached as they are seen)
        globPatterns: ['assets/*.{js,css,woff2}', 'favicon.svg', 'offline/*.html'],
        globIgnores: ['assets/desk-*'],
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 600 * 1024,
      },
    }),
  ],
  publicDir: 'public',
  resolve: {
    // react-router's package exports point at its development build; production builds use its
    // production build (no dev warnings, smaller), on the server and in the browser alike
    alias:
      mode === 'production'
        ? [{ find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') }]
        : [],
  },
  build: {
    target: 'es2022',
    manifest: true,
    outDir: 'dist/client',
    emptyOutDir: true,
    rollupOptions: {
      input: 'client/entry-client.tsx',
      output: {
        // Chunk groups, each of the listed modules only (not their dependencies): the stack, the shop's
        // code every page runs, then modules several lazy parts share, a few files instead of one per
        // module. The desk is built on its own (scripts/build.mjs) and has none of these. `npm run
        // bench` and `npx tsx bench/chunks.ts <page>` print each page's first-load files and bytes.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              // the stack every page runs, in one file instead of eight
              name: 'framework',
              test: (id: string) =>
                /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-query|query-core))\//.test(id) &&
                !QUERY_HOOKS.test(id),
              priority: 10,
            },
            { name: 'shop', test: shell.test, priority: 5 },
            { name: 'shop-part', test: (id: string) => shell.testPart(id) || QUERY_HOOKS.test(id), priority: 6 },
            // a page's own modules in a few files rather than one per module (fewer requests on a slow
            // phone, issue 13): the dish card every catalogue page shows; what checkout shares with the
            // address and basket modals (delivery), and with the order pages (order lines)
            {
              name: 'dish-card',
              test: /\/client\/(features\/(basket\/components\/basket-control|favourites\/components\/favourite-toggle|product\/(components\/product-(image|grid|card)|hooks\/use-product-modal))|components\/product-text)\.tsx?$|\/shared\/menu\/photos\.ts$/,
            },
            {
              name: 'delivery',
              test: /\/(client\/features\/(addresses\/(address-rules|components\/(address-fields|lazy-map))|delivery-zones\/(components\/delivery-terms|api\/zones|hooks\/use-delivery-quote|delivery-quote))|browser\/use-near-view|shared\/(zones|zone-geometry|schemas\/address))\.tsx?$/,
            },
            {
              name: 'order-lines',
              test: /\/client\/features\/orders\/(api\/orders?|components\/order-(lines|facts)|format-time)\.tsx?$/,
            },
            {
              // the forms' parts: sign-in, account, addresses and checkout (with checkout's own helpers,
              // loaded only where the phone field is anyway, and the week rules its slots come from), and the
              // schemas they check input with
              name: 'phone-field',
              test: /\/(shared\/(phone|shop-week|schemas\/fields)|client\/components\/form\/(focus-invalid|phone|phone-field|form-field)|client\/features\/checkout\/(delivery-slots|hooks\/use-idempotency-key))\.tsx?$|\/node_modules\/superstruct\//,
            },
          ],
        },
      },
    },
    // the desk's chunks are not preloaded from the storefront's entry (their list would sit in it);
    // the server-rendered /desk preloads them itself (server/ssr/assets.ts pageChunks). Nor are the
    // entry's own two imports (the stack, then the shop's code): every page's head preloads them
    // (server/ssr/assets.ts entryAssets), so their list would be a kilobyte of first load for nothing.
    // Nor, from any other import, the chunks the entry has loaded before any of them can run: the
    // preload helper would only look each up among the document's links, on the main thread (issue 35).
    modulePreload: {
      resolveDependencies: (filename, deps, { hostId }) =>
        /(^|\/)desk-[\w-]+\.js$/.test(filename) || /(^|\/)entry-client-[\w-]+\.js$/.test(hostId)
          ? []
          : deps.filter((dep) => !LOADED_FIRST.test(dep)),
    },
  },
  ssr: {
    // bundled into the server entry so production needs no client source
    noExternal: ['react-hot-toast', 'goober'],
  },
}));
