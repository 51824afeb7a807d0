// What the browser code's tests share: a page's start (lite-start-script.ts) run as the server writes it.
import { afterEach, beforeEach, vi } from 'vitest';
import { liteStartScript } from './lite-start-script';

export const ENTRY = '/assets/entry-client-abc.js';
export const PRELOADS = ['/assets/framework-1.js', '/assets/shop-2.js'];

/**
 * A page whose body is `body`, before its load event, with the start at its end. `start()` runs the
 * script, one that `decides` on the link itself or a lite page's, its import() pointed at `imported`
 * (jsdom runs no modules); `load()` fires the load event, `touch(id)` a pointerdown, `preloaded()`
 * lists the modulepreload links it added. Fake timers throughout; each test's listeners go after it.
 */
export function startPage(body: string, decides = false) {
  const imported: string[] = [];
  let readyState: DocumentReadyState;
  // a start whose gate never opened keeps its window listeners: each test takes its own away
  const listening: [string, EventListenerOrEventListenerObject][] = [];
  beforeEach(() => {
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type: string, fn: EventListenerOrEventListenerObject, o?: unknown) => {
      listening.push([type, fn]);
      add(type, fn, o as AddEventListenerOptions);
    });
    vi.useFakeTimers();
    imported.length = 0;
    readyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    (window as unknown as { __import: (url: string) => void }).__import = (url) => void imported.push(url);
    document.head.innerHTML = '';
    document.body.innerHTML = body;
  });
  afterEach(() => {
    for (const [type, fn] of listening.splice(0)) for (const capture of [true, false]) window.removeEventListener(type, fn, capture);
    window.__gateOpen = undefined;
    window.__taps = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  return {
    imported,
    start: (decide = decides) => new Function(liteStartScript(ENTRY, PRELOADS, decide).replace('import(E)', 'window.__import(E)'))(),
    load: () => {
      readyState = 'complete';
      window.dispatchEvent(new Event('load'));
    },
    touch: (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })),
    preloaded: () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  };
}
