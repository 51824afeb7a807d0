// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT } from './early-taps-script';

// Issue 35 on a slow link (docs/decisions/021-slow-link-first-visit.md): the header's basket, tapped before
// hydration with basket taps queued, posts each tapped card's form with its shown quantity, one after the
// other, then opens the HTML checkout; on a fast link it keeps its tap for the replay. Browser flow:
// tests/e2e/slow-link-taps.spec.ts.
describe('the early contract on a slow link', () => {
  const posts: { url: string; body: string }[] = [];
  let submitted = 0;
  let fail = false;
  beforeEach(() => {
    posts.length = 0;
    submitted = 0;
    fail = false;
    sessionStorage.clear();
    document.body.innerHTML = `
      <header><form id="basket" method="get" action="/en/checkout"><button id="open" data-tap="basket"><span data-total="0">0.00 TMT</span></button></form></header>
      <form id="plov" method="post" action="/en/basket/lines"><input type="hidden" name="product_id" value="1"><input type="hidden" name="return_to" value="/en">
        <button id="add" name="quantity" value="1" data-tap="basket:1" data-price="4500"><span data-tap-q>Add</span></button></form>
      <form id="dograma" method="post" action="/en/basket/lines"><input type="hidden" name="product_id" value="2"><input type="hidden" name="return_to" value="/en">
        <button id="less" name="quantity" value="0" data-tap="" data-tap-repeat data-price="-3800">−</button><output data-tap-q>1</output>
        <button id="more" name="quantity" value="2" data-tap="basket:2" data-tap-repeat data-price="3800">+</button></form>`;
    vi.stubGlobal('fetch', async (url: string, init: { body: URLSearchParams }) => {
      posts.push({ url: String(url), body: String(init.body) });
      if (fail) throw new TypeError('offline');
      return new Response(null);
    });
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => void submitted++);
    new Function(EARLY_TAPS_SCRIPT)();
  });
  afterEach(() => {
    // the listeners stay on the document: closed and not posting, they let taps by
    Object.assign(window.__taps!, { done: 1, f: 0 });
    window.__taps = undefined;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const click = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  const link = (effectiveType: string) => vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType } });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('posts every tapped card once, with the quantity it shows, then opens the checkout; the replay gets nothing', async () => {
    link('3g');
    click('add');
    click('more');
    click('more');
    click('open');
    await settle();
    expect(posts.map((p) => [new URL(p.url, 'http://x').pathname, Object.fromEntries(new URLSearchParams(p.body))])).toEqual([
      ['/en/basket/lines', { product_id: '1', return_to: '/en', quantity: '1' }],
      ['/en/basket/lines', { product_id: '2', return_to: '/en', quantity: '3' }],
    ]);
    expect(submitted).toBe(1);
    expect(sessionStorage.getItem('__slow')).toBe('1'); // the checkout's page, too small to measure, knows
    expect(window.__taps!.q).toEqual([]);
    expect(document.getElementById('open')!.hasAttribute('data-tap-pending')).toBe(true);
  });

  it('a post that fails gives the taps back to the replay', async () => {
    link('3g');
    fail = true;
    click('add');
    click('open');
    await settle();
    expect(submitted).toBe(0);
    expect(window.__taps!.q.map((t) => t.key)).toEqual(['basket:1']);
  });

  it('on a fast link, or with nothing tapped, the basket tap is queued for the panel as before', async () => {
    link('3g');
    click('open');
    link('4g');
    click('add');
    click('open');
    await settle();
    expect(posts).toEqual([]);
    expect(submitted).toBe(0);
    expect(window.__taps!.q.map((t) => t.key)).toEqual(['basket', 'basket:1']);
  });
});
