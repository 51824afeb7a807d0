// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type Storefront } from './support';
import { SLOW_LINK_COOKIE } from '../../shared/slow-link';

// Issue 35 (record 027's addendum): Chromium's native lazy loading fetched 13 of the home's 17 pictures on a
// slow first visit (all within 2,500 px of the screen). A page whose link the server does not know, and a slow
// tab's, sends the pictures below the first screen without `src`: their addresses wait in `--src` for the
// page's observer (or, without scripts, the stylesheet); the first screen's pictures come at once.

let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront();
}, 60_000);
afterAll(() => shop.close());

const page = async (path: string, cookie = 'locale=en') => {
  const res = await fetch(`${shop.url}${path}`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return res.text();
};
/** the cards' pictures as the browser parses them */
function pictures(html: string) {
  document.documentElement.innerHTML = html.replace(/^<!DOCTYPE html>/i, '');
  return [...document.querySelectorAll<HTMLImageElement>('img.product-card__image')];
}

describe('the pictures of a first page', () => {
  it.each([
    ['whose link is unknown', 'locale=en'],
    ['of a slow tab', `locale=en; ${SLOW_LINK_COOKIE}=1`],
  ])('%s: the first screen’s at once, the rest held without an address', async (_, cookie) => {
    const html = await page('/en', cookie);
    const all = pictures(html);
    const eager = all.filter((i) => i.getAttribute('loading') === 'eager');
    const held = all.filter((i) => i.classList.contains('held'));
    expect(eager.length).toBeGreaterThan(0);
    for (const img of eager) expect(img.getAttribute('src')).toMatch(/^\/images\/menu\/.+\.svg$/);
    // no picture is left to native lazy loading's 2,500 px
    expect(held.length).toBe(all.length - eager.length);
    expect(held.length).toBeGreaterThan(8);
    for (const img of held) {
      expect(img.getAttribute('src')).toBe('data:,'); // valid HTML, no request
      expect(img.style.getPropertyValue('--src')).toMatch(/^url\(\/images\/menu\/.+\.svg\)$/);
      // sized as the others: the card's 4:3 box holds its place
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['320', '240']);
    }
    // the observer that gives them their addresses comes with the page
    expect(html).toContain('d.querySelectorAll("img.held")');
  });
});
