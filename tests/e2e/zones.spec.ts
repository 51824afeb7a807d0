import type { Locator, Page } from '@playwright/test';
import { test, expect, FAILED_LOAD } from './fixtures';
import { axeViolations } from './a11y-helpers';
import { addStaff, hydrated, signInAtDesk } from './desk-helpers';
import { ownServer } from './own-server';

// the signed-out desk asks who is signed in and is told 401: the browser logs every refused request
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

// The owner draws a delivery zone with a minimum on the desk's map (Geoman, real clicks) and drops
// the default Ashgabat zone; a shopper below the minimum is told what is missing, and one outside
// the zone is refused. A server of its own: the zones here are no other spec's.
const server = ownServer();

const OWNER_PHONE = '65123477';
// map tiles come from a third-party host: answered here, so the test stays on loopback
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const noTiles = (page: Page) => page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ contentType: 'image/png', body: png }));

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

test('the owner draws a zone with a minimum: below it the shopper sees what is missing, outside it ordering is refused', async ({
  openContext,
}) => {
  test.setTimeout(120_000);
  addStaff(server, OWNER_PHONE, 'owner');

  const staff = await openContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const desk = await staff.newPage();
  await noTiles(desk);
  await signInAtDesk(desk, server, OWNER_PHONE);
  await desk.getByRole('navigation', { name: 'Desk sections' }).getByRole('button', { name: 'Delivery zones' }).click();
  await expect(desk.getByRole('heading', { name: 'Delivery zones', level: 2 })).toBeVisible();
  const ashgabat = desk.getByRole('form', { name: 'Aşgabat' });
  await expect(ashgabat.getByLabel('Delivery fee, TMT')).toHaveValue('15.00');
  const map = desk.getByLabel(/^Map of the delivery zones/);
  await expect(map).toBeVisible();
  expect(await axeViolations(desk), 'the zones screen').toEqual([]);

  // a square of 120 px around the map's centre (37.93 N, 58.41 E at zoom 11): about ±0.04° each way
  await desk.getByRole('button', { name: 'Draw a new zone' }).click();
  await expect(desk.getByText('click the first corner again to close the zone')).toBeVisible();
  const { width, height } = await box(map);
  const [cx, cy] = [width / 2, height / 2];
  const corners = [
    [cx - 60, cy - 60],
    [cx + 60, cy - 60],
    [cx + 60, cy + 60],
    [cx - 60, cy + 60],
    [cx - 60, cy - 60],
  ];
  for (const [x, y] of corners) await map.click({ position: { x, y } });
  const drawn = desk.getByRole('form', { name: 'New zone' });
  await expect(drawn).toBeVisible();
  await expect(drawn).toContainText('Corners on the map: 4');
  await drawn.getByLabel('Name').fill('Merkez');
  await drawn.getByLabel('Delivery fee, TMT').fill('10.00');
  await drawn.getByLabel('Minimum order, TMT').fill('100.00');
  await drawn.getByLabel('Delivery time, minutes').fill('40');
  await drawn.getByRole('button', { name: 'Save the zone' }).click();
  await expect(desk.getByRole('form', { name: 'Merkez' })).toBeVisible();
  await expect(desk.getByRole('form', { name: 'New zone' })).toHaveCount(0);
  expect(await axeViolations(desk), 'the zones screen with a drawn zone').toEqual([]);

  // without the default zone, outside Merkez is outside every zone
  await ashgabat.getByRole('button', { name: 'Delete the zone' }).click();
  await ashgabat.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(desk.getByRole('form', { name: 'Aşgabat' })).toHaveCount(0);

  const zones = (await (await desk.request.get('/back/api/v1/zones')).json()) as { data: { name: string; fee: number; minimum: number }[] };
  expect(zones.data).toEqual([expect.objectContaining({ name: 'Merkez', fee: 1000, minimum: 10000, estimate: 40 })]);

  // a guest with one plov (45.00) at the centre of the checkout's map (37.93 N, 58.41 E, zoom 12)
  const shopper = await openContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const shop = await shopper.newPage();
  await noTiles(shop);
  await shop.goto('/en');
  await hydrated(shop);
  await shop
    .getByRole('main')
    .getByRole('article', { name: 'Plov', exact: true })
    .first()
    .getByRole('button', { name: 'Add to basket: Plov' })
    .click();
  await shop.goto('/en/checkout');
  await hydrated(shop);
  const main = shop.getByRole('main');
  const sent: string[] = [];
  shop.on('request', (r) => r.url().includes('/orders-web') && sent.push(r.url()));
  await main.getByLabel('Name').fill('Aýna');
  await main.getByLabel('Phone').pressSequentially('65000177');
  await main.getByLabel('Address', { exact: true }).fill('Bitarap Türkmenistan 3');
  const picker = main.getByLabel(/^Map:/);
  await expect(picker).toBeVisible();
  await expect(main.getByText('We deliver within the shaded zones.')).toBeVisible();
  await expect(picker.locator('path.delivery-zone')).toHaveCount(1);
  const size = await box(picker);
  await picker.click({ position: { x: size.width / 2, y: size.height / 2 } });
  const missing = 'The minimum order for this address is 100.00 TMT: add dishes for 55.00 TMT more.';
  await expect(main.getByRole('alert').filter({ hasText: missing })).toBeVisible();
  await expect(main).toContainText('Delivery in about 40 min');
  await expect(main).toContainText('10.00 TMT');
  // the order is not sent: the terms take the focus and say why
  await main.getByRole('button', { name: 'Place the order' }).click();
  await expect(main.locator('.delivery-terms')).toBeFocused();
  expect(sent).toEqual([]);

  // 200 px west of the centre at zoom 12 is about 0.07° west: outside Merkez
  await picker.click({ position: { x: size.width / 2 - 200, y: size.height / 2 } });
  const outside = 'We do not deliver to this point: it is outside our delivery zones.';
  await expect(main.getByRole('alert').filter({ hasText: outside })).toBeVisible();
  await main.getByRole('button', { name: 'Place the order' }).click();
  await expect(main.locator('.delivery-terms')).toBeFocused();
  expect(sent).toEqual([]);

  // the server refuses the same order on its own, whatever the page did
  const refused = await shop.request.post('/back/api/v1/orders-web', {
    headers: { 'Idempotency-Key': 'zones-e2e-outside', 'Accept-Language': 'en' },
    data: {
      name: 'Aýna',
      phone: '+99365000177',
      address: 'Bitarap Türkmenistan 3',
      latitude: '37.93',
      longitude: '58.2',
      payment_method: 'cash',
      delivery_time: 'asap',
      items: [{ product_id: 1, quantity: 1 }],
    },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { error: string }).error).toBe('outside_delivery_area');
  await staff.close();
  await shopper.close();
});
