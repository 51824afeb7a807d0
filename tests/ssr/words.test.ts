import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type Storefront } from './support';

// The shop's own words as a shopper reads them in the page (issue 38, item 18).
let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront({ PUBLIC_URL: 'https://shop.example' });
});
afterAll(() => shop.close());

const page = async (path: string) => (await request(shop.url).get(path).expect(200)).text;
const meta = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('the delivery page', () => {
  it.each(['/en', '/tm', ''])(
    '%s: writes the currency as TMT, as every price does, and its description does not repeat its heading',
    async (prefix) => {
      const html = await page(`${prefix}/delivery-and-payment`);
      expect(html).toContain('15.00 TMT');
      expect(html).not.toMatch(/\btmt\b/);
      const description = meta(html, 'description')!;
      // it starts with the page's first sentence, not with the heading above it (the title says that)
      const firstParagraph = /<h2>[^<]+<\/h2><p>([^<]+)<\/p>/.exec(html)![1];
      expect(description.startsWith(firstParagraph)).toBe(true);
      expect(description.length).toBeGreaterThan(20);
      expect(description.length).toBeLessThanOrEqual(160);
    },
  );
});

describe('dish names', () => {
  it('names the beef stroganoff in Turkmen without an English word', async () => {
    const html = await page('/tm/products/28');
    const h1 = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)![1];
    expect(h1).toBe('Befstroganow');
  });
});
