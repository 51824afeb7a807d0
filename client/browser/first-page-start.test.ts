// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { ENTRY, PRELOADS, startPage } from './test-kit';

// Issue 35 (docs/decisions/027-first-page-start-decides.md): a page whose link the server does not know names
// no entry in its head; its start, at the end of the HTML, asks the early contract's measure: a fast link
// imports the entry (and its preloads) at once, as a full page does; a slow one keeps it off the link until a
// touch the HTML path does not answer, or the order is placed.
describe('the start of a page whose link is unknown', () => {
  const { imported, start, load, touch, preloaded } = startPage(
    `
      <form method="get" action="/en/checkout"><button id="basket" data-tap="basket">Basket</button></form>
      <form method="post" action="/en/basket/lines"><button id="add" data-tap="basket:1" data-price="4500">Add</button></form>
      <button id="search" data-tap="search">Search</button>`,
    true,
  );

  it('a fast link imports the entry and its preloads at once, before load, and leaves the shop’s part to the entry’s gate', () => {
    window.__taps = { q: [], done: 0, w: () => 0 };
    start();
    expect(imported).toEqual([ENTRY]);
    expect(preloaded()).toEqual(PRELOADS);
    expect(window.__gateOpen).toBeUndefined();
    load();
    vi.advanceTimersByTime(1_000);
    expect(imported).toHaveLength(1);
  });

  it('where the early contract has not run yet (the whole HTML in one read), it counts as fast', () => {
    start();
    expect(imported).toEqual([ENTRY]);
  });

  it('decides once the browser has the HTML’s last byte: it looks again until then', () => {
    let responseEnd = 0;
    const measure = vi.fn(() => 0);
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(() => [{ responseEnd } as unknown as PerformanceEntry]);
    window.__taps = { q: [], done: 0, w: measure };
    start();
    vi.advanceTimersByTime(500);
    expect([imported, measure.mock.calls.length]).toEqual([[], 0]);
    responseEnd = 2_345;
    vi.advanceTimersByTime(50);
    expect(imported).toEqual([ENTRY]);
  });

  it('a slow link fetches nothing at once, at load or idle after it, nor at a basket tap or the basket', () => {
    window.__taps = { q: [], done: 0, w: () => 1 };
    start();
    load();
    touch('add');
    touch('basket');
    vi.advanceTimersByTime(60_000);
    expect([imported, preloaded()]).toEqual([[], []]);
  });

  it('on a slow link a touch the HTML path cannot answer (search) imports the entry and opens the entry’s gate', () => {
    window.__taps = { q: [], done: 0, w: () => 1 };
    start();
    touch('search');
    expect(imported).toEqual([ENTRY]);
    expect(preloaded()).toEqual(PRELOADS);
    expect(window.__gateOpen).toBe(1);
  });

  it('a browser that reports 4g, its stylesheet fast over the network, is on a fast link whatever the HTML measured: the tab forgets “slow”', () => {
    const css = {
      name: 'http://shop/assets/shop-1.css',
      transferSize: 8_000,
      encodedBodySize: 7_700,
      responseStart: 100,
      responseEnd: 110,
    };
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '4g' } });
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
      type === 'resource' ? [css as unknown as PerformanceEntry] : [],
    );
    sessionStorage.__slow = '1';
    document.cookie = 'slow=1;path=/';
    window.__taps = { q: [], done: 0, w: () => 1 }; // the HTML read slow: the server was busy streaming it
    start();
    expect(imported).toEqual([ENTRY]);
    expect([sessionStorage.__slow, document.cookie]).toEqual([undefined, '']);
    vi.unstubAllGlobals();
  });

  it('a 4g report is not believed where the stylesheet itself came slowly', () => {
    const css = {
      name: 'http://shop/assets/shop-1.css',
      transferSize: 8_000,
      encodedBodySize: 7_700,
      responseStart: 100,
      responseEnd: 2_100,
    };
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '4g' } });
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
      type === 'resource' ? [css as unknown as PerformanceEntry] : [],
    );
    window.__taps = { q: [], done: 0, w: () => 1 };
    start();
    load();
    vi.advanceTimersByTime(1_000);
    expect(imported).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('a lite page (the slow cookie) does not decide: a fast measure there waits for the gate', () => {
    window.__taps = { q: [], done: 0, w: () => 0 };
    start(false);
    expect(imported).toEqual([]);
    load();
    vi.advanceTimersByTime(100);
    expect(imported).toEqual([ENTRY]);
  });
});
