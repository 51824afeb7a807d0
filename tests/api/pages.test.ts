import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { withExclusiveWrite } from '../../server/db/exclusive';
import { writeCatalogue } from '../../server/db/catalogue/write';
import { demoCatalogue } from '../../server/db/seed-data/demo-catalogue';
import type { PageSummary } from '../../shared/api/types';
import { API, createTestApp, useSeededApp } from '../helpers/app';
import { createTestDatabase, testDatabases } from '../helpers/database';

describe.each(testDatabases())('pages and pop-up API (%s)', (dialect) => {
  const shop = useSeededApp(dialect);

  const get = (path: string) => request(shop.app).get(`${API}${path}`);

  it('GET /pages lists the header tabs with their nested pages', async () => {
    const res = await get('/pages');
    expect(res.status).toBe(200);
    const pages = res.body.data as PageSummary[];
    expect(pages.map((p) => p.slug)).toEqual(['about-restaurant', 'dish-history', 'interesting']);
    expect(pages[0]).toEqual({
      id: expect.any(Number),
      slug: 'about-restaurant',
      name_tm: 'Restoran',
      name_ru: 'Ресторан',
      name_en: 'Restaurant',
      pages: [],
    });
    const history = await shop.database.db
      .selectFrom('pages')
      .select(['id', 'slug'])
      .where('slug', '=', 'palow-history')
      .executeTakeFirstOrThrow();
    expect(pages[1].pages).toEqual([{ id: history.id, slug: 'palow-history' }]);
    expect(pages[2].pages.map((p) => p.slug)).toEqual(['tea-ceremony']);
  });

  it.each([
    'about-us',
    'brands',
    'contacts',
    'delivery-and-payment',
    'mobile-application-links',
    'about-restaurant',
    'dish-history',
    'interesting',
  ])('GET /pages/%s has a name and content in three languages', async (slug) => {
    const res = await get(`/pages/${slug}`);
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page).toMatchObject({ slug, id: expect.any(Number), pages: expect.any(Array) });
    for (const l of ['tm', 'ru', 'en']) {
      expect(page[`name_${l}`]).not.toBe('');
      expect(page[`content_${l}`]).toMatch(/^<(h2|p)>/);
    }
  });

  it('answers 404 page_not_found for an unknown or malformed slug, in the asked language', async () => {
    const missing = await get('/pages/no-such-page').set('Accept-Language', 'tm');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: 'page_not_found', message: 'Bu sahypa tapylmady.' });
    expect((await get('/pages/Bad_Slug!')).status).toBe(404);
  });

  it('stores page HTML sanitised: scripts, handlers and javascript: links never reach the shop', async () => {
    const hostile =
      '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://example.tm" target="_blank">ok</a></p><iframe src="https://evil"></iframe>';
    await withExclusiveWrite(shop.database, (db) =>
      writeCatalogue(db, {
        ...demoCatalogue,
        pages: [
          { slug: 'hostile', listed: false, name: { tm: 'a', ru: 'a', en: 'a' }, content: { tm: hostile, ru: hostile, en: hostile } },
        ],
      }),
    );
    const row = await shop.database.db.selectFrom('pages').select('content_en').where('slug', '=', 'hostile').executeTakeFirstOrThrow();
    expect(row.content_en).toBe('<p>Hi <a>x</a> <a href="https://example.tm" target="_blank" rel="noopener noreferrer">ok</a></p>');
    // put the demo pages back for the other tests
    await withExclusiveWrite(shop.database, (db) => writeCatalogue(db, demoCatalogue));
  });

  it('GET /pupup-slider gives url and image per language', async () => {
    const res = await get('/pupup-slider');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        url: { tm: '/tm/products?category=4', ru: '/products?category=4', en: '/en/products?category=4' },
        image: { tm: '/images/promo/grill-week-tm.svg', ru: '/images/promo/grill-week-ru.svg', en: '/images/promo/grill-week-en.svg' },
      },
    });
  });

  it('GET /pupup-slider is null when no pop-up is active', async () => {
    const fresh = await createTestDatabase(dialect);
    try {
      const res = await request(createTestApp(fresh)).get(`${API}/pupup-slider`);
      expect(res.body).toEqual({ success: true, data: null });
    } finally {
      await fresh.close();
    }
  });
});
