import sharp from 'sharp';
import { test, expect, FAILED_LOAD } from './fixtures';
import { axeViolations } from './a11y-helpers';
import { addStaff, hydrated, signInAtDesk } from './desk-helpers';
import { ownServer } from './own-server';

// the signed-out desk asks who is signed in and is told 401: the browser logs every refused request
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

// The desk's menu against a server of its own (its own data folder holds the uploaded photos).
const server = ownServer();

const OWNER = '65123457';
const PLOV = 1;

test('staff rename a dish and upload its photo; a shopper sees both, the photo with srcset', async ({ openContext }) => {
  test.setTimeout(120_000);
  addStaff(server, OWNER, 'owner');
  const staff = await openContext({ baseURL: server.url });
  const desk = await staff.newPage();
  await signInAtDesk(desk, server, OWNER);
  await desk.getByRole('navigation', { name: 'Desk sections' }).getByRole('button', { name: 'Menu' }).click();
  const menu = desk.getByRole('region', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Edit Plov' })).toBeVisible();
  expect(await axeViolations(desk), 'the menu screen').toEqual([]);

  // a shopper has the dish open before the change (the guest page cache holds it a few seconds)
  const shopper = await openContext({ baseURL: server.url });
  const shop = await shopper.newPage();
  await shop.goto(`/en/products/${PLOV}`);
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Plov');

  await menu.getByRole('button', { name: 'Edit Plov' }).click();
  const form = desk.getByRole('form', { name: 'Edit: Plov' });
  await form.getByLabel('Name (English)').fill('Festive plov');
  expect(await axeViolations(desk), 'the dish form').toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(menu.getByRole('button', { name: 'Edit Festive plov' })).toBeVisible();

  // within 10 s on a guest's page, by reloading as a shopper would
  await expect(async () => {
    await shop.reload();
    await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Festive plov', { timeout: 500 });
  }).toPass({ timeout: 10_000, intervals: [500] });

  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 190, g: 110, b: 30 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  await menu.getByLabel('Photo of Festive plov').setInputFiles({ name: 'plov.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(menu.getByRole('status').filter({ hasText: 'Photo saved.' })).toBeVisible();

  await expect(async () => {
    await shop.reload();
    await hydrated(shop);
    const picture = shop.locator('img.product-details__image');
    await expect(picture).toHaveAttribute('srcset', /\/media\/[0-9a-f]{32}-320\.webp 320w, .*-640\.webp 640w, .*-1024\.webp 1024w/, {
      timeout: 500,
    });
  }).toPass({ timeout: 10_000, intervals: [500] });
  const picture = shop.locator('img.product-details__image');
  await expect(picture).toHaveAttribute('sizes', '(max-width: 768px) 100vw, 640px');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // a file that only claims to be a photo is refused in words
  await menu
    .getByLabel('Photo of Festive plov')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<svg onload="alert(1)"/>') });
  await expect(menu.getByRole('alert')).toHaveText('This file is not a photo we can use. Send a JPEG, PNG, WebP or HEIC photo.');
  await staff.close();
  await shopper.close();
});
