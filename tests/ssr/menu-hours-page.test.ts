import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveHours } from '../../server/api/rules/repo';
import { everyDay } from '../../shared/shop-week';
import { startStorefront, type Storefront } from './support';

// Issue 35: the server's HTML says when a dish with serving hours is served (the demo breakfast,
// 08:00–11:00 in Ashgabat) on the server's clock, and its boot data carries that instant for the
// hydration. The page cache keeps a page no longer than its words stay true.

const text = (html: string) => html.replace(/<!-- -->/g, '');
const boot = (html: string) => JSON.parse(/window\.__BOOT__=(\{.*?\});/.exec(html)![1]) as { now?: number };
const card = (html: string, name: string) => {
  const start = html.indexOf(`aria-label="${name}"`);
  return start < 0 ? '' : html.slice(start, html.indexOf('</article>', start));
};
const OMELETTE = 'Herb omelette';
const MENU = '/en/products?category=10';

describe('breakfast hours in the server-rendered menu', () => {
  let shop: Storefront;
  let clock = Date.parse('2026-03-02T10:59:30+05:00'); // Monday, the last half minute of breakfast

  beforeAll(async () => {
    shop = await startStorefront({ PAGE_CACHE_TTL_MS: '600000' }, () => new Date(clock));
  });
  afterAll(() => shop.close());

  it('before 11:00 the card offers its add button; the page cache does not give that page at 11:00:30', async () => {
    const before = text((await request(shop.url).get(MENU).expect(200)).text);
    expect(card(before, OMELETTE)).toContain(`Add to basket: ${OMELETTE}`);
    expect(card(before, OMELETTE)).not.toContain('Available');
    expect(boot(before).now).toBe(clock);

    // within the cache's TTL (10 minutes here) but past breakfast: rendered again, with the words
    clock = Date.parse('2026-03-02T11:00:30+05:00');
    const after = text((await request(shop.url).get(MENU).expect(200)).text);
    expect(card(after, OMELETTE)).toContain('Available tomorrow from 08:00');
    expect(card(after, OMELETTE)).not.toContain(`Add to basket: ${OMELETTE}`);
    expect(boot(after).now).toBe(clock);

    // and kept from then on: a second later the cached page (its instant) is given
    clock += 1_000;
    const cached = text((await request(shop.url).get(MENU).expect(200)).text);
    expect(boot(cached).now).toBe(clock - 1_000);
  });

  it('a closure tomorrow: the words name the day after, as the basket form does', async () => {
    await saveHours(shop.db, { ...everyDay({ opens: '07:00', closes: '23:00' }), closures: ['2026-03-03'], lastOrderMinutes: 0 });
    clock = Date.parse('2026-03-02T12:00:00+05:00'); // the status is re-read (its 5 s bound passed) and the page is new
    const html = text((await request(shop.url).get('/en/products/45').expect(200)).text);
    expect(html).toContain('Available on Wednesday from 08:00');
    expect(boot(html).now).toBe(clock);
  });
});
