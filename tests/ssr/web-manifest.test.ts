import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorefront, type Storefront } from './support';

// Issue 39: the shop in each language, and the desk, install as home-screen apps. Each page names its
// manifest; the manifest's fields are what Chromium and the launchers read, and every icon it names is
// a PNG of the size it claims.

let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront({ SHOP_NAME: 'Gül Aşhana' });
});
afterAll(() => shop.close());

const linked = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];

async function png(url: string) {
  const res = await fetch(`${shop.url}${url}`);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type'), url).toBe('image/png');
  const { format, width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { format, width, height };
}

async function manifestOf(page: string) {
  const html = await (await fetch(`${shop.url}${page}`)).text();
  const href = linked(html, 'manifest');
  expect(href, `${page} links a manifest`).toBeDefined();
  const res = await fetch(new URL(href!, shop.url));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  return { href, html, manifest: await res.json() };
}

const CASES = [
  { page: '/', lang: 'ru', start: '/', name: 'Gül Aşhana — доставка еды', shortName: 'Gül Aşhana' },
  { page: '/en/catalogue', lang: 'en', start: '/en', name: 'Gül Aşhana — food delivery', shortName: 'Gül Aşhana' },
  { page: '/tm/products', lang: 'tk', start: '/tm', name: 'Gül Aşhana — nahar eltip bermek', shortName: 'Gül Aşhana' },
  { page: '/desk', lang: 'ru', start: '/desk', name: 'Gül Aşhana — пульт заказов', shortName: 'Пульт' },
  { page: '/en/desk', lang: 'en', start: '/en/desk', name: 'Gül Aşhana — orders desk', shortName: 'Desk' },
  { page: '/tm/desk', lang: 'tk', start: '/tm/desk', name: 'Gül Aşhana — sargytlar pulty', shortName: 'Pult' },
];

describe.each(CASES)('$page', ({ page, lang, start, name, shortName }) => {
  it('links a manifest in its language that starts and stays under its own prefix, in the design’s colours', async () => {
    const { manifest } = await manifestOf(page);
    expect(manifest).toMatchObject({
      id: start,
      name,
      short_name: shortName,
      lang,
      dir: 'ltr',
      start_url: start,
      scope: start,
      display: 'standalone',
      theme_color: '#9a3412',
      background_color: '#fffaf4',
    });
    expect(manifest.description).toEqual(expect.any(String));
  });

  it('names PNG icons of 192 and 512 px and a maskable one, each as big as it says', async () => {
    const { manifest } = await manifestOf(page);
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      const size = Number(icon.sizes.split('x')[0]);
      expect(await png(icon.src)).toEqual({ format: 'png', width: size, height: size });
    }
  });

  it('links an apple-touch-icon of 180 px and the favicon', async () => {
    const { html } = await manifestOf(page);
    expect(await png(linked(html, 'apple-touch-icon')!)).toEqual({ format: 'png', width: 180, height: 180 });
    const favicon = await fetch(`${shop.url}${linked(html, 'icon')}`);
    expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});

it('answers /favicon.ico, which browsers ask for unprompted, with the logo instead of a 404 page', async () => {
  const res = await fetch(`${shop.url}/favicon.ico`);
  expect(res.status).toBe(200);
  const ico = Buffer.from(await res.arrayBuffer());
  expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(await sharp(ico.subarray(22)).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
});
