import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../server/db/catalogue/import';
import { API, accountsApp, signUp, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { testDatabases } from '../helpers/database';
import { photo, pngBomb } from '../helpers/photos';

const example = fs.readFileSync('examples/catalogue.example.json', 'utf8');
const PALOW = 1;
const MANTY = 6;
const TEA = 39;

describe.each(testDatabases())('dish photos (%s)', (dialect) => {
  let ctx: AccountsContext;
  let manager: Awaited<ReturnType<typeof signInStaff>>;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-photos-'));

  const upload = (dish: number, body: Buffer | string, type = 'image/jpeg', query = '') =>
    request(ctx.app).post(`${API}/desk/menu/dishes/${dish}/photo${query}`).set(manager.auth).set('Content-Type', type).send(body);
  const stored = () => fs.readdirSync(mediaDir).sort();
  const imageOf = async (id: number) =>
    (await ctx.db.selectFrom('products').select('image').where('id', '=', id).executeTakeFirstOrThrow()).image;

  beforeAll(async () => {
    ctx = await accountsApp(dialect, { MEDIA_DIR: mediaDir });
    expect(await importCatalogue(ctx.database, example)).toMatchObject({ ok: true });
    manager = await signInStaff(ctx, 'manager');
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('resizes a JPEG once to 320/640/1024 WebP under content-hashed names; the dish and the shop name the largest', async () => {
    const res = await upload(PALOW, await photo('jpeg'), 'image/jpeg', '?name=../../etc/passwd');
    expect(res.status).toBe(200);
    const image: string = res.body.data.image;
    expect(image).toMatch(/^\/media\/[0-9a-f]{32}-1024\.webp$/);
    const hash = /([0-9a-f]{32})/.exec(image)![1];
    expect(stored()).toEqual([`${hash}-1024.webp`, `${hash}-320.webp`, `${hash}-640.webp`]);
    const small = await sharp(path.join(mediaDir, `${hash}-320.webp`)).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 320, height: 213 });
    expect(await imageOf(PALOW)).toBe(image);
    expect((await request(ctx.app).get(`${API}/products/${PALOW}`)).body.data.image).toBe(image);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'product.photo').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!).image).toBe(image);
  });

  it('takes PNG and WebP by their content, whatever they are called; a narrow photo keeps its own width at the top', async () => {
    const png = await upload(MANTY, await photo('png', 800, 800), 'application/octet-stream');
    expect(png.status).toBe(200);
    expect(png.body.data.image).toMatch(/-800\.webp$/);
    const webp = await upload(TEA, await photo('webp', 640, 480), 'image/png');
    expect(webp.status).toBe(200);
    expect(webp.body.data.image).toMatch(/-640\.webp$/);
  });

  it('takes the desk cookie for a same-origin application/octet-stream upload, and no other type or origin', async () => {
    const cookie = { cookie: `desk_session=${manager.token}`, host: '127.0.0.1' };
    const send = (headers: Record<string, string>) =>
      photo('jpeg', 400, 400).then((body) =>
        request(ctx.app).post(`${API}/desk/menu/dishes/${TEA}/photo`).set(cookie).set(headers).send(body),
      );
    expect((await send({ origin: 'http://127.0.0.1', 'content-type': 'application/octet-stream' })).status).toBe(200);
    const asJpeg = await send({ origin: 'http://127.0.0.1', 'content-type': 'image/jpeg' });
    expect([asJpeg.status, asJpeg.body.error]).toEqual([403, 'csrf_refused']);
    const crossSite = await send({ origin: 'https://evil.example', 'content-type': 'application/octet-stream' });
    expect([crossSite.status, crossSite.body.error]).toEqual([403, 'csrf_refused']);
  });

  describe('refusals: a clear message, nothing stored, the dish unchanged', () => {
    let before: string[];
    let image: string;
    beforeAll(async () => {
      before = stored();
      image = await imageOf(PALOW);
    });
    afterAll(async () => {
      expect(stored()).toEqual(before);
      expect(await imageOf(PALOW)).toBe(image);
    });

    it('an HTML page named as a JPEG', async () => {
      const res = await upload(PALOW, '<html><script>alert(1)</script></html>', 'image/jpeg', '?name=photo.jpg').set(
        'Accept-Language',
        'en',
      );
      expect(res.status).toBe(415);
      expect(res.body.error).toBe('menu.photo_type');
      expect(res.body.message).toBe('This file is not a photo we can use. Send a JPEG, PNG, WebP or HEIC photo.');
    });

    it('an SVG with a script, sent as image/jpeg (the library reads SVG; we do not take it)', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><script>alert(1)</script><rect width="800" height="800"/></svg>';
      const res = await upload(PALOW, svg, 'image/jpeg');
      expect(res.status).toBe(415);
      expect(res.body.error).toBe('menu.photo_type');
    });

    it('a GIF (readable, but not one of the accepted types)', async () => {
      const gif = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#fff' } })
        .gif()
        .toBuffer();
      expect((await upload(PALOW, gif, 'image/gif')).status).toBe(415);
    });

    it('a file over 10 MB, in Russian', async () => {
      const res = await upload(PALOW, Buffer.alloc(10 * 1024 * 1024 + 1, 1)).set('Accept-Language', 'ru');
      expect(res.status).toBe(413);
      expect(res.body.error).toBe('menu.photo_too_large');
      expect(res.body.message).toBe('Фото больше 10 МБ. Выберите файл поменьше.');
    });

    it('a decompression bomb: 900 megapixels declared in 74 bytes, refused before decoding', async () => {
      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(100);
      const started = Date.now();
      const res = await upload(PALOW, bomb, 'image/png').set('Accept-Language', 'tm');
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('menu.photo_too_many_pixels');
      expect(res.body.message).toBe('Suratda 40 million pikselden köp bar. Has kiçisini iberiň.');
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('a photo smaller than 320 px on a side', async () => {
      const res = await upload(PALOW, await photo('jpeg', 1000, 200));
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('menu.photo_too_small');
    });

    it('a truncated JPEG whose header still reads', async () => {
      const whole = await photo('jpeg');
      expect((await upload(PALOW, whole.subarray(0, Math.floor(whole.length / 3)))).body.error).toBe('menu.photo_unreadable');
    });

    it('no body at all', async () => {
      expect((await upload(PALOW, Buffer.alloc(0))).body.error).toBe('menu.photo_missing');
    });

    it('a dish that is not there (404), a shopper (403), no session (401)', async () => {
      expect((await upload(99999, await photo('jpeg'))).status).toBe(404);
      const shopper = await signUp(ctx);
      const asShopper = await request(ctx.app)
        .post(`${API}/desk/menu/dishes/${PALOW}/photo`)
        .set(shopper.auth)
        .set('Content-Type', 'image/jpeg')
        .send(await photo('jpeg'));
      expect(asShopper.status).toBe(403);
      expect(
        (
          await request(ctx.app)
            .post(`${API}/desk/menu/dishes/${PALOW}/photo`)
            .send(await photo('jpeg'))
        ).status,
      ).toBe(401);
    });
  });

  describe('serving', () => {
    it('a stored photo: WebP, a year immutable, nosniff', async () => {
      const image = await imageOf(PALOW);
      const res = await request(ctx.app).get(image);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(res.body).metadata()).width).toBe(1024);
    });

    it.each([
      '/media/..%2f..%2fpackage.json',
      '/media/%2e%2e%2fpackage.json',
      '/media/%2e%2e',
      '/media/..%5c..%5cpackage.json',
      '/media/0123456789abcdef0123456789abcdef-320.webp%00.html',
      '/media/0123456789abcdef0123456789abcdef-320.webp',
      '/media/0123456789ABCDEF0123456789ABCDEF-320.webp',
      '/media/x.svg',
      '/media/',
    ])('nothing outside the folder, nothing but photo names: %s is 404', async (url) => {
      const res = await request(ctx.app).get(url);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/html|json|javascript/);
    });

    it('a file dropped into the folder under another name is never served', async () => {
      fs.writeFileSync(path.join(mediaDir, 'evil.html'), '<script>alert(1)</script>');
      expect((await request(ctx.app).get('/media/evil.html')).status).toBe(404);
    });
  });
});
