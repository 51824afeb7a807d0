// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker-register';
import { SLOW_LINK_COOKIE } from '../../shared/slow-link';

// Issue 39: an installed app (display-mode standalone) follows new builds though its page never goes
// away; a browser tab keeps waiting for its page to go (pagehide), as before.

function browserWith({ standalone, ready = new Promise(() => {}) }: { standalone: boolean; ready?: Promise<unknown> }) {
  const waiting = { postMessage: vi.fn() };
  const registration = { waiting, update: vi.fn(() => Promise.resolve()) };
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { ready, register: vi.fn(() => Promise.resolve(registration)) } });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }));
  return { waiting, registration };
}

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { get: () => visibility });
const becomes = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};
const registered = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => vi.unstubAllGlobals());

describe('a new build’s service worker', () => {
  it('takes over when an installed app goes to the background, and is asked for when it comes back', async () => {
    const { waiting, registration } = browserWith({ standalone: true });
    registerServiceWorker();
    await registered();
    becomes('hidden');
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    becomes('visible');
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('in a browser tab waits until the page goes away', async () => {
    const { waiting, registration } = browserWith({ standalone: false });
    registerServiceWorker();
    await registered();
    becomes('hidden');
    becomes('visible');
    expect(waiting.postMessage).not.toHaveBeenCalled();
    expect(registration.update).not.toHaveBeenCalled();
    dispatchEvent(new Event('pagehide'));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });
});

// Issue 35 (docs/decisions/023-lite-pages-on-a-slow-link.md): on a slow tab the HTML checkout's order goes
// before the worker's precache; the next page (the confirmation) registers it. A fast tab registers as before.
describe('the worker on a slow tab', () => {
  afterEach(() => {
    window.__taps = undefined;
    document.body.innerHTML = '';
  });
  const on = (page: 'checkout' | 'confirmation', slow: boolean) => {
    window.__taps = { q: [], done: 0, w: () => (slow ? 1 : 0) };
    document.body.innerHTML = page === 'checkout' ? '<form class="checkout" method="post"></form>' : '<h1>Thank you</h1>';
    browserWith({ standalone: false });
    registerServiceWorker();
    return (navigator.serviceWorker.register as ReturnType<typeof vi.fn>).mock.calls.length;
  };

  it('waits on the HTML checkout, registers on the confirmation', () => {
    expect(on('checkout', true)).toBe(0);
    expect(on('confirmation', true)).toBe(1);
  });

  it('on a fast tab registers on the checkout too', () => {
    expect(on('checkout', false)).toBe(1);
  });
});

// A slow tab's pages come lite until a worker holds the shop's code; from then on they are whole again
// (the entry and its preloads come from the worker's cache, and start before the shopper's first tap).
describe('the slow tab’s cookie', () => {
  const slowCookie = () => document.cookie.split('; ').find((c) => c.startsWith(`${SLOW_LINK_COOKIE}=`));
  it('stays while no worker is active, and goes once one is', async () => {
    document.cookie = `${SLOW_LINK_COOKIE}=1;path=/`;
    let activate: (r: unknown) => void = () => {};
    browserWith({ standalone: false, ready: new Promise((resolve) => (activate = resolve)) });
    registerServiceWorker();
    await registered();
    expect(slowCookie()).toBe(`${SLOW_LINK_COOKIE}=1`);
    activate({});
    await registered();
    expect(slowCookie()).toBeUndefined();
  });
});
