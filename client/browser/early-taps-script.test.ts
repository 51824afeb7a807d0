// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from './early-taps-script';

// Issue 35: a basket tap before hydration changes its card's quantity and every basket total at once,
// from the minor units the server wrote (data-price, data-total); the browser flow is tests/e2e/held-scripts.spec.ts.
describe('the early contract shows a basket tap at once', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <header><span id="total" data-total="3800">38.00 TMT</span></header>
      <div><span id="bar" data-total="3800">38.00 TMT</span></div>
      <form id="plov"><button id="add" data-tap="basket:1" data-price="4500"><span id="label" data-tap-q>Add to basket</span></button></form>
      <form id="dograma">
        <button id="less" data-tap="" data-tap-repeat data-price="-3800">−</button>
        <output id="quantity" data-tap-q>1</output>
        <button id="more" data-tap="basket:2" data-tap-repeat data-price="3800">+</button>
      </form>
      <button id="favourite" data-tap="favourite:1">♥</button>`;
    new Function(EARLY_TAPS_SCRIPT)();
  });
  afterEach(() => {
    window.__taps!.done = 1; // the listener stays on the document: closed, it lets taps by
    window.__taps = undefined;
  });
  const click = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  const text = (id: string) => document.getElementById(id)!.textContent;
  const minor = (id: string) => document.getElementById(id)!.getAttribute('data-total');

  it('"add" reads 1 and adds the price to every total; a double tap counts once, as its replay will', () => {
    click('add');
    click('add');
    expect(text('label')).toBe('1');
    expect([text('total'), text('bar'), minor('total'), minor('bar')]).toEqual(['83.00 TMT', '83.00 TMT', '8300', '8300']);
  });

  it('the stepper counts every tap, up and down, and stops at nothing in the basket', () => {
    click('more');
    click('more');
    expect([text('quantity'), text('total')]).toEqual(['3', '114.00 TMT']);
    for (let i = 0; i < 4; i++) click('less');
    expect([text('quantity'), text('total'), minor('total')]).toEqual(['0', '0.00 TMT', '0']);
    expect(window.__taps!.q).toHaveLength(6); // every tap is still replayed: the app's own rules decide
  });

  it('a tap on a control without a price changes no figure', () => {
    click('favourite');
    expect([text('total'), text('label'), text('quantity')]).toEqual(['38.00 TMT', 'Add to basket', '1']);
  });
});
