import type { Words } from '../router/context';

/**
 * The pages that say more than the words any page's first render may need (scripts/storefront-
 * dictionary.ts: FIRST_RENDER_ROOTS lists the others): each loads every word of its language before it
 * renders, and the server preloads them with it. One list for the route table and the first-load bench.
 */
const ALL_WORDS_PAGES = new Set(['checkout', 'checkout-done', 'orders', 'order', 'track', 'mobile-app']);

export const pageWords = (page: string): Words => (ALL_WORDS_PAGES.has(page) ? 'all' : 'first');
