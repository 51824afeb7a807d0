// @vitest-environment jsdom
import { gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { liteStartScript } from './lite-start-script';
import { ENTRY, PRELOADS, startPage } from './test-kit';
import { FORM_QUIET_MS, hydrationGate, browserGateEnv } from './hydration-gate';

// Issue 35 (docs/decisions/023-lite-pages-on-a-slow-link.md): a slow tab's lite page imports its entry when
// the hydration gate would open, not before; the entry's own gate then opens at once.
describe('a lite page’s start', () => {
  const { imported, start, load, touch, preloaded } = startPage(`
      <form method="get" action="/en/checkout"><button id="basket" data-tap="basket">Basket</button></form>
      <form method="post" action="/en/basket/lines"><button id="add" data-tap="basket:1" data-price="4500">Add</button></form>
      <a id="link" href="/en/contacts">Contacts</a>`);
  beforeEach(() => {
    window.__taps = { q: [], done: 0, w: () => 1 }; // the contract found the link slow
  });

  it('on a slow link fetches nothing before the order is placed: not at load, not when idle after it', () => {
    start();
    load();
    vi.advanceTimersByTime(60_000);
    expect([imported, preloaded(), window.__gateOpen]).toEqual([[], [], undefined]);
  });

  it('on the confirmation, once idle after load, preloads the entry’s modules and imports it, once', () => {
    document.body.insertAdjacentHTML('beforeend', '<section class="checkout-done"><h1>Thank you</h1></section>');
    start();
    vi.advanceTimersByTime(30_000);
    expect([imported, preloaded()]).toEqual([[], []]);
    load();
    vi.advanceTimersByTime(100);
    expect(imported).toEqual([ENTRY]);
    expect(preloaded()).toEqual(PRELOADS);
    expect(window.__gateOpen).toBe(1);
    touch('link');
    vi.advanceTimersByTime(100);
    expect(imported).toHaveLength(1);
  });

  it('a basket tap the contract kept before the start opens nothing on a slow link; a kept tap of another control does', () => {
    window.__taps!.q.push({ type: 'click', el: document.getElementById('add')!, key: 'basket:1' });
    start();
    vi.advanceTimersByTime(100);
    expect(imported).toEqual([]);
    window.__taps!.q.push({ type: 'click', el: document.getElementById('link')!, key: 'favourite:1' });
    start();
    expect(imported).toEqual([ENTRY]);
  });

  it('a touch the HTML path answers (a basket tap, the basket) opens nothing; another touch opens it at once', () => {
    start();
    touch('add');
    touch('basket');
    vi.advanceTimersByTime(100);
    expect(imported).toEqual([]);
    touch('link');
    expect(imported).toEqual([ENTRY]);
  });

  it('on the HTML checkout only a quiet spell after load opens it; a touch starts the spell again; a kept tap opens it', () => {
    document.body.insertAdjacentHTML('beforeend', '<form class="checkout" method="post"><input id="name"></form>');
    start();
    touch('link');
    load();
    vi.advanceTimersByTime(FORM_QUIET_MS - 1_000);
    touch('name');
    vi.advanceTimersByTime(FORM_QUIET_MS - 1_000);
    expect(imported).toEqual([]);
    vi.advanceTimersByTime(1_100);
    expect(imported).toEqual([ENTRY]);
  });

  it('on the HTML checkout a tap the contract kept (a stepper’s) opens it', () => {
    document.body.insertAdjacentHTML('beforeend', '<form class="checkout" method="post"><input id="name"></form>');
    start();
    load();
    touch('name');
    vi.advanceTimersByTime(10);
    expect(imported).toEqual([]);
    window.__taps!.q.push({ type: 'click', el: document.body, key: 'basket:1' });
    touch('add');
    vi.advanceTimersByTime(10);
    expect(imported).toEqual([ENTRY]);
  });

  it('where the contract finds the link fast after all (another tab set the cookie), a touch opens it as the gate would', () => {
    window.__taps!.w = () => 0;
    start();
    touch('add');
    expect(imported).toEqual([ENTRY]);
  });

  it('where the contract finds the link fast after all, idle after load opens it as the gate would', () => {
    window.__taps!.w = () => 0;
    start();
    load();
    vi.advanceTimersByTime(100);
    expect(imported).toEqual([ENTRY]);
  });

  it('a page the service worker controls (its precache holds the code) imports the entry at once; the entry’s gate decides the rest', async () => {
    document.body.insertAdjacentHTML('beforeend', '<form class="checkout" method="post"><input id="name"></form>');
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    start();
    expect(imported).toEqual([ENTRY]);
    expect(preloaded()).toEqual(PRELOADS);
    expect(window.__gateOpen).toBeUndefined();
    // on the HTML checkout the entry's gate still holds the shop's part for its quiet spell
    load();
    let open = false;
    void hydrationGate(browserGateEnv()).then(() => (open = true));
    touch('name');
    await Promise.resolve();
    expect(open).toBe(false);
    vi.unstubAllGlobals();
  });

  it('the entry’s own gate then opens at once, before any load event or touch', async () => {
    start();
    touch('link');
    let open = false;
    void hydrationGate(browserGateEnv()).then(() => (open = true));
    await Promise.resolve();
    expect(open).toBe(true);
  });

  it('stays small: under 2,300 bytes, 1,150 gzip, with the build’s six file names (1,463 and 759 when written; 2,157 and 1,084 with 025)', () => {
    const files = ['rolldown-runtime-WkwZ5CU-', 'shop-CDGZOuUE', 'framework-tIMzuwpR', 'client-DewcUlzU', 'start-client-B8QmCj9t'];
    const script = liteStartScript(
      '/assets/entry-client-Bvp7ZOyh.js',
      files.map((f) => `/assets/${f}.js`),
      true,
    );
    expect(script.length).toBeLessThan(2_300);
    expect(gzipSync(script).length).toBeLessThan(1_150);
  });
});
