// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from './early-taps-script';
import { replayEarlyTaps } from './early-taps';

// The early contract and its replay in a real DOM (jsdom); the browser flow is tests/e2e/early-taps.spec.ts.
describe('early taps', () => {
  const handled: string[] = [];
  const record = (event: Event) => {
    const el = (event.target as Element).closest('[data-tap]');
    if (el) handled.push(`${event.type} ${el.getAttribute('data-tap')}`);
  };
  let controller: AbortController;

  beforeEach(() => {
    document.body.innerHTML = `
      <button id="add" data-tap="basket:1"><span id="icon">+</span></button>
      <button id="more" data-tap="basket:2" data-tap-repeat>+</button>
      <button id="plain">not marked</button>
      <form id="search" data-tap="search"><input name="q"><button id="go">go</button></form>`;
    // the inline script, as the page runs it before any of the app's code
    new Function(EARLY_TAPS_SCRIPT)();
    controller = new AbortController();
  });
  afterEach(() => {
    controller.abort();
    handled.length = 0;
    window.__taps!.done = 1; // this test's contract listener stays on the document: closed, it lets taps by
    window.__taps = undefined;
  });
  // "React" from hydration on: a bubbling listener, reached only by what the contract lets through
  const hydrate = () => {
    for (const type of ['click', 'submit']) document.addEventListener(type, record, { signal: controller.signal });
  };
  const click = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

  it('queues a tap on a marked element (or inside one), marks it pending and stops it; unmarked ones pass', () => {
    hydrate();
    click('icon');
    click('plain');
    expect(window.__taps!.q.map((t) => t.key)).toEqual(['basket:1']);
    expect(document.getElementById('add')!.hasAttribute('data-tap-pending')).toBe(true);
    expect(handled).toEqual([]); // the app saw nothing yet
  });

  it('replays each tap once after hydration, in order; a double tap counts once, a repeat element every time', async () => {
    click('add');
    click('add');
    click('more');
    click('more');
    hydrate();
    expect(await replayEarlyTaps()).toBe(3);
    expect(handled).toEqual(['click basket:1', 'click basket:2', 'click basket:2']);
    expect(document.querySelectorAll('[data-tap-pending]')).toHaveLength(0);
    // later taps go the normal way, once
    click('add');
    expect(handled).toHaveLength(4);
    expect(await replayEarlyTaps()).toBe(0);
    expect(handled).toHaveLength(4);
  });

  it('after hydration, a pending element takes no second tap until its own replay has applied the first', async () => {
    click('more');
    click('add');
    hydrate();
    const replay = replayEarlyTaps(); // replays "more" now, "add" in a later task
    expect(handled).toEqual(['click basket:2']);
    click('add'); // the hydrated "add", its tap still queued: the replay applies it, this tap may not too
    click('more'); // a repeat element, no longer pending: goes the normal way
    expect(await replay).toBe(2);
    expect(handled).toEqual(['click basket:2', 'click basket:2', 'click basket:1']);
    click('add'); // replayed: from now on every tap goes the normal way
    expect(handled).toHaveLength(4);
  });

  it('finds a node that hydration replaced by its key, and drops a tap whose element is gone', async () => {
    click('add');
    click('more');
    const fresh = document.createElement('button');
    fresh.setAttribute('data-tap', 'basket:1');
    document.getElementById('add')!.replaceWith(fresh);
    document.getElementById('more')!.remove();
    hydrate();
    expect(await replayEarlyTaps()).toBe(1);
    expect(handled).toEqual(['click basket:1']);
  });

  it('takes a form submit before hydration and submits it once after', async () => {
    const form = document.getElementById('search') as HTMLFormElement;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-tap-pending')).toBe(true);
    hydrate();
    let submitted = 0;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      submitted++;
    });
    expect(await replayEarlyTaps()).toBe(1);
    expect(submitted).toBe(1);
    expect(handled).toEqual(['submit search']);
  });
});
