// The instant a server page is rendered for, in the page (docs/decisions/027, addendum): the server's
// render and the browser's hydration of it say the same "available from" words whatever the browser's
// clock says; once hydrated, the browser's clock takes over (client/browser/use-clock.ts).

/** The render's instant (epoch ms, the server's injectable clock) and the shop's closure days then. */
export interface RenderClock {
  at: number;
  closures: string[];
}
