import fs from 'node:fs';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../server/db/catalogue/import';
import { loadConfig, ConfigError } from '../../server/config';
import { API, accountsApp, type AccountsContext } from './support/accounts';
import { signInStaff } from './support/desk';
import { startFakeS3 } from './support/fake-s3';

// The bucket is a small fake (support/fake-s3.ts) speaking path-style PutObject/GetObject to the real AWS SDK.
describe('dish photos in an S3-compatible store', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let ctx: AccountsContext;

  beforeAll(async () => {
    s3 = await startFakeS3();
    ctx = await accountsApp('sqlite', {
      S3_BUCKET: 'shop-photos',
      S3_ENDPOINT: s3.url,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_PREFIX: 'menu/',
    });
    expect(await importCatalogue(ctx.database, fs.readFileSync('examples/catalogue.example.json', 'utf8'))).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    await ctx.close();
    await s3.close();
  });

  it('uploads the widths to the bucket and serves them from it with the same headers', async () => {
    const staff = await signInStaff(ctx, 'manager');
    const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
    const res = await request(ctx.app).post(`${API}/desk/menu/dishes/1/photo`).set(staff.auth).set('Content-Type', 'image/jpeg').send(jpeg);
    expect(res.status).toBe(200);
    const image: string = res.body.data.image;
    const hash = /([0-9a-f]{32})-700\.webp$/.exec(image)![1];
    expect([...s3.objects.keys()].sort()).toEqual([
      `/shop-photos/menu/${hash}-320.webp`,
      `/shop-photos/menu/${hash}-640.webp`,
      `/shop-photos/menu/${hash}-700.webp`,
    ]);
    expect(s3.objects.get(`/shop-photos/menu/${hash}-700.webp`)!.type).toBe('image/webp');
    const served = await request(ctx.app).get(image);
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.body).metadata()).width).toBe(700);
    expect((await request(ctx.app).get(`/media/${'0'.repeat(32)}-320.webp`)).status).toBe(404);
  });

  it('checks the S3 settings at start-up', () => {
    expect(loadConfig({ DATABASE_URL: 'file:/data/shop.db' }).media).toEqual({ kind: 'disk', dir: '/data/media' });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      new ConfigError('Invalid environment variable S3_ENDPOINT="http://minio:9000": S3_BUCKET must be set with it'),
    );
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'x' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_PREFIX: '../up/' })).toThrow(/S3_PREFIX/);
  });
});
