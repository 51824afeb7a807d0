import fs from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../server/db/catalogue/import';
import { API, accountsApp, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';

const example = fs.readFileSync('examples/catalogue.example.json', 'utf8');
const texts = (html: string) => ({ tm: html, ru: html, en: html });
const page = (extra: object = {}) => ({
  slug: 'delivery',
  listed: true,
  name: { tm: 'Eltip bermek', ru: 'Доставка', en: 'Delivery' },
  content: texts(
    '<p onclick="steal()">Free over 100 TMT<script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe></p>',
  ),
  ...extra,
});
const popup = {
  url: { tm: '/tm/products?category=1', ru: '/products?category=1', en: '/en/products?category=1' },
  image: { tm: '/images/promo/grill-week-tm.svg', ru: '/images/promo/grill-week-ru.svg', en: '/images/promo/grill-week-en.svg' },
};

describe.each(testDatabases())('pages and pop-up in the desk (%s)', (dialect) => {
  let ctx: AccountsContext;
  let owner: Awaited<ReturnType<typeof signInStaff>>;
  let manager: Awaited<ReturnType<typeof signInStaff>>;
  const content = (method: 'get' | 'post' | 'put' | 'delete', path: string, who = owner) =>
    request(ctx.app)[method](`${API}/desk/content${path}`).set(who.auth);
  const audit = () => ctx.db.selectFrom('audit_log').selectAll().where('entity', 'in', ['page', 'popup']).orderBy('id').execute();

  beforeAll(async () => {
    ctx = await accountsApp(dialect);
    expect(await importCatalogue(ctx.database, example)).toMatchObject({ ok: true });
    owner = await signInStaff(ctx, 'owner');
    manager = await signInStaff(ctx, 'manager');
  });
  afterAll(() => ctx.close());

  it('is the owner’s: a manager gets 403 and changes nothing', async () => {
    const res = await content('post', '/pages', manager).send(page());
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('owner_only');
    expect(await audit()).toEqual([]);
  });

  it('adds a page in three languages, sanitised on save with the import’s rules; the shop serves the clean HTML', async () => {
    const res = await content('post', '/pages').send(page());
    expect(res.status).toBe(201);
    const clean = '<p>Free over 100 TMT<a>x</a></p>';
    expect(res.body.data.content).toEqual(texts(clean));
    const row = await ctx.db.selectFrom('pages').selectAll().where('slug', '=', 'delivery').executeTakeFirstOrThrow();
    expect([row.content_tm, row.content_ru, row.content_en]).toEqual([clean, clean, clean]);
    const shown = await request(ctx.app).get(`${API}/pages/delivery`);
    expect(shown.body.data.content_en).toBe(clean);
    expect((await request(ctx.app).get(`${API}/pages`)).body.data.map((p: { slug: string }) => p.slug)).toContain('delivery');
    expect((await audit()).at(-1)).toMatchObject({
      action: 'page.add',
      entity: 'page',
      entity_id: 'delivery',
      actor_user_id: owner.userId,
    });
  });

  it('edits a page (renaming its slug), refuses a taken slug and a parent that is itself a child', async () => {
    const edited = await content('put', '/pages/delivery').send(
      page({ slug: 'delivery-terms', parent: 'dish-history', content: texts('<h2>Terms</h2>') }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ slug: 'delivery-terms', parent: 'dish-history', content: texts('<h2>Terms</h2>') });
    expect((await content('put', '/pages/delivery-terms').send(page({ slug: 'contacts' }))).status).toBe(409);
    const nested = await content('post', '/pages').send(page({ slug: 'deeper', parent: 'palow-history' }));
    expect(nested.status).toBe(422);
    expect(nested.body.fields).toEqual({ parent: 'nested_too_deep' });
    const bad = await content('post', '/pages').send(page({ slug: 'Bad Slug', name: { tm: '', ru: 'x', en: 'x' } }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['name.tm', 'slug']);
    expect((await content('put', '/pages/..%2f..').send(page())).status).toBe(404);
  });

  it('keeps page links on this shop or https: a link a browser reads as another host loses its href', async () => {
    const links = [
      '<a href="/\\evil.example/">a</a>',
      '<a href="/%5Cevil.example/">b</a>',
      '<a href="/\\/evil.example/">c</a>',
      '<a href="http://evil.example/">d</a>',
      '<a href="/en/products?category=1">e</a>',
      '<a href="https://partner.example/">f</a>',
      '<a href="tel:+99312000000">g</a>',
    ].join('');
    const res = await content('post', '/pages').send(page({ slug: 'links', content: texts(`<p>${links}</p>`) }));
    expect(res.status).toBe(201);
    const clean =
      '<p><a>a</a><a>b</a><a>c</a><a>d</a><a href="/en/products?category=1">e</a><a href="https://partner.example/">f</a><a href="tel:+99312000000">g</a></p>';
    const row = await ctx.db.selectFrom('pages').select('content_en').where('slug', '=', 'links').executeTakeFirstOrThrow();
    expect(row.content_en).toBe(clean);
    expect((await content('delete', '/pages/links')).status).toBe(200);
  });

  it('removes a page', async () => {
    expect((await content('delete', '/pages/delivery-terms')).status).toBe(200);
    expect((await request(ctx.app).get(`${API}/pages/delivery-terms`)).status).toBe(404);
    expect((await audit()).at(-1)!.action).toBe('page.remove');
  });

  it('sets and removes the pop-up; links stay on this site or https', async () => {
    expect((await content('put', '/popup').send(popup)).status).toBe(200);
    expect((await request(ctx.app).get(`${API}/pupup-slider`)).body.data).toEqual(popup);
    const offsite = await content('put', '/popup').send({ ...popup, url: { ...popup.url, en: '//evil.example/x' } });
    expect(offsite.status).toBe(422);
    const script = await content('put', '/popup').send({ ...popup, url: { ...popup.url, ru: 'javascript:alert(1)' } });
    expect(script.status).toBe(422);
    // paths a browser reads as another host, and off-site links not written as https://
    for (const link of ['/\\evil.example/', '/%5Cevil.example/', '/\\/evil.example/', 'http://evil.example/']) {
      const hostile = await content('put', '/popup')
        .set('Accept-Language', 'en')
        .send({ ...popup, url: { ...popup.url, tm: link } });
      expect([link, hostile.status, hostile.body.fields]).toEqual([link, 422, { 'url.tm': 'invalid' }]);
    }
    expect((await request(ctx.app).get(`${API}/pupup-slider`)).body.data).toEqual(popup);
    expect((await content('delete', '/popup')).status).toBe(200);
    expect((await request(ctx.app).get(`${API}/pupup-slider`)).body.data).toBeNull();
    expect((await audit()).map((a) => a.action).slice(-2)).toEqual(['popup.set', 'popup.remove']);
  });
});
