/**
 * The storefront's chunks its entry loads before any of the shop's code runs: the stack, the shop's code
 * and the bundler's runtime (vite.config.ts names the first two). Any lazy import runs after them, so the
 * build leaves them out of every import's preload list (tests/ssr/preload-map.test.ts, issue 35).
 */
export const LOADED_FIRST = /(^|\/)(framework|shop|rolldown-runtime)-[\w-]{8}\.js$/;
