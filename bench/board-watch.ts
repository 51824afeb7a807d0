// The desk board's watcher (bench/busy-desk.ts puts it in every page before its scripts).
// in every page before its scripts: when the board became usable (every new order's card with its
// accept buttons enabled: what a manager acts on), when the open columns held every order in progress
// (the whole board), and when each order's event arrived and its card appeared (ms since navigation start)
export function watchBoard({ placed, open }: { placed: number; open: number }) {
  const w = window as unknown as {
    __usableAt?: number;
    __wholeAt?: number;
    __scriptBoardAt?: number;
    __eventAt: Record<number, number>;
    __cardAt: Record<number, number>;
    __publishedAt: Record<number, number>;
  };
  w.__eventAt = {};
  w.__publishedAt = {};
  w.__cardAt = {};
  const Real = window.EventSource;
  window.EventSource = class extends Real {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      // added before the board's own listener, so it reads the arrival, not the handling
      this.addEventListener('order.placed', (e) => {
        const event = JSON.parse((e as MessageEvent<string>).data) as { order_id: number; at: string };
        w.__eventAt[event.order_id] = performance.now();
        // the same machine's clock as the server's, in the page's time
        w.__publishedAt[event.order_id] = Date.parse(event.at) - performance.timeOrigin;
      });
    }
  };
  // each moment is the frame that shows it, drawn (the next task after the frame's callbacks); no
  // named function in here: tsx would wrap it in a helper the page does not have
  new MutationObserver(() => {
    if (
      w.__usableAt === undefined &&
      [...document.querySelectorAll('.desk-column[data-status="new"] .desk-card')].filter((card) =>
        card.querySelector('.desk-actions button:not(:disabled)'),
      ).length >= placed
    ) {
      w.__usableAt = -1;
      requestAnimationFrame(() => setTimeout(() => (w.__usableAt = performance.now())));
    }
    if (w.__wholeAt === undefined && document.querySelectorAll('.desk-column[data-status] .desk-card').length >= open) {
      w.__wholeAt = -1;
      requestAnimationFrame(() => setTimeout(() => (w.__wholeAt = performance.now())));
    }
    // the desk's script's own board (a card's number is its button, opening the order): since the board is in
    // the server's HTML (its new cards' accepts are forms), the moment the script has taken the board over
    if (w.__scriptBoardAt === undefined && document.querySelector('.desk-column[data-status="new"] .desk-card h3 button'))
      w.__scriptBoardAt = performance.now();
    for (const id of Object.keys(w.__eventAt))
      if (w.__cardAt[Number(id)] === undefined && document.getElementById(`desk-order-${id}`)) w.__cardAt[Number(id)] = performance.now();
  }).observe(document, { childList: true, subtree: true });
}
