// A tab on a slow link (issue 35, docs/decisions/023-lite-pages-on-a-slow-link.md): the early contract
// (client/browser/early-taps-script.ts) sets this session cookie once it finds the link slow, and the
// server renders that tab's next pages without module preloads and without the entry fetched eagerly
// (the entry comes when the hydration gate opens). A browser's Save-Data header asks the same.
export const SLOW_LINK_COOKIE = 'slow';

/** Whether a page request asks for the lite page: the contract's cookie, or the browser's data saving. */
export const wantsLitePage = (cookies: Record<string, unknown> | undefined, saveData: string | undefined) =>
  cookies?.[SLOW_LINK_COOKIE] === '1' || saveData?.trim().toLowerCase() === 'on';
