// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductImage } from './product-image';
import { HELD_PICTURES_SCRIPT, HeldPictures } from '../../../components/held-pictures';

// Issue 35 (record 027's addendum): a page that holds its pictures sends those below the first screen without
// an address; the page's observer gives each its address once near the screen, and hydration renders them as usual.
const photo = '/media/0123456789abcdef0123456789abcdef-1024.webp';
const page = (held: boolean) => (
  <HeldPictures.Provider value={held}>
    <ProductImage src="/images/menu/palow.svg" alt="" width={320} height={240} eager className="card" />
    <ProductImage src="/images/menu/manty.svg" alt="" width={320} height={240} className="card" />
    <ProductImage src={photo} alt="" width={320} height={240} sizes="50vw" className="card" />
  </HeldPictures.Provider>
);

type Watch = (entries: { isIntersecting: boolean; target: Element }[]) => void;
const observers: { watch: Watch; watched: Element[]; margin?: string }[] = [];
class FakeObserver {
  watched: Element[] = [];
  constructor(
    public watch: Watch,
    options: { rootMargin?: string },
  ) {
    observers.push({ watch, watched: this.watched, margin: options.rootMargin });
  }
  observe(el: Element) {
    this.watched.push(el);
  }
  unobserve(el: Element) {
    this.watched.splice(this.watched.indexOf(el), 1);
  }
}

function serve(held: boolean) {
  document.body.innerHTML = `<div id="root">${renderToString(page(held))}</div>`;
  return [...document.querySelectorAll('img')];
}
const runObserver = () => new Function(HELD_PICTURES_SCRIPT)();

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe('held pictures', () => {
  it('are sent without an address, the first screen’s at once', () => {
    const [first, manty, upload] = serve(true);
    expect(first.getAttribute('src')).toBe('/images/menu/palow.svg');
    for (const img of [manty, upload]) {
      expect(img.getAttribute('src')).toBe('data:,');
      expect(img.className).toBe('card held');
    }
    expect(manty.style.getPropertyValue('--src')).toBe('url(/images/menu/manty.svg)');
    // a page that does not hold them: native lazy loading, as before
    const [, lazy] = serve(false);
    expect([lazy.getAttribute('src'), lazy.getAttribute('loading')]).toEqual(['/images/menu/manty.svg', 'lazy']);
  });

  it('get their addresses once near the screen, one by one', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const [, manty, upload] = serve(true);
    runObserver();
    const [observer] = observers;
    expect(observer.watched).toEqual([manty, upload]);
    expect(observer.margin).toBe('200px');
    observer.watch([
      { isIntersecting: true, target: manty },
      { isIntersecting: false, target: upload },
    ]);
    expect(manty.getAttribute('src')).toBe('/images/menu/manty.svg');
    expect(manty.classList.contains('held')).toBe(false);
    expect(upload.getAttribute('src')).toBe('data:,');
    expect(observer.watched).toEqual([upload]);
    observer.watch([{ isIntersecting: true, target: upload }]);
    // an uploaded photo gets its widths too
    expect(upload.getAttribute('srcset')).toContain('/media/0123456789abcdef0123456789abcdef-320.webp 320w');
    expect(upload.getAttribute('src')).toBe(photo);
  });

  it('all get their addresses at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const [, manty, upload] = serve(true);
    runObserver();
    expect([manty.getAttribute('src'), upload.getAttribute('src')]).toEqual(['/images/menu/manty.svg', photo]);
  });

  it('hydrate without a mismatch, then render as usual', async () => {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    const [, manty] = serve(true);
    const onRecoverableError = vi.fn();
    await act(async () => void hydrateRoot(document.getElementById('root')!, page(true), { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(document.querySelectorAll('img')[1]).toBe(manty); // the same element, hydrated
    expect([manty.getAttribute('src'), manty.getAttribute('loading'), manty.className]).toEqual(['/images/menu/manty.svg', 'lazy', 'card']);
  });

  it('watched before the scripts came, keep the address React gave them', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    const [, manty] = serve(true);
    runObserver();
    await act(async () => void hydrateRoot(document.getElementById('root')!, page(true)));
    observers[0].watch([{ isIntersecting: true, target: manty }]);
    expect(manty.getAttribute('src')).toBe('/images/menu/manty.svg');
  });
});
