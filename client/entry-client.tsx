// The browser's entry: it evaluates the page's code in two tasks instead of one. The stack (react,
// react-dom, react-router, TanStack Query: the one 'framework' chunk) evaluates first; the shop's own
// modules (start-client.tsx and what it imports) after the browser has had a turn. They were one long
// task at the start of every page; split, Lighthouse's mobile blocking time fell by about a half
// (issue 13, docs/decisions.md). The server preloads both (server/ssr/assets.ts), so nothing is
// fetched later than before.
await import('react-dom/client');
await new Promise((resolve) => setTimeout(resolve, 0));
const { startClient } = await import('./start-client');
await startClient();

export {}; // a module: top-level await
