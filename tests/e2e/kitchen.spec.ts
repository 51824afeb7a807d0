import type { Locator, Page } from '@playwright/test';
import { test, expect, FAILED_LOAD } from './fixtures';
import { axeViolations } from './a11y-helpers';
import { addStaff, hydrated, smsCode, postGuestOrder } from './desk-helpers';
import { ownServer } from './own-server';

// the signed-out desk asks who is signed in and is told 401: the browser logs every refused request
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

// A kitchen tablet and a guest's tracking page, two browser contexts on a server of their own: every
// bump (and the recall) reaches the shopper's open page live, without a reload.
const server = ownServer();

// two cooks (the tests run at once, and a phone waits a minute between codes); the log shows a phone's last two digits
const COOK_PHONE = '65123459';
const GRILL_COOK_PHONE = '65123468';
const ADMIN = { authorization: 'Bearer e2e-admin-token-0123456789' };

const status = (page: Page) => page.getByRole('main').getByText('Status:');

/** Opens /en/desk/kitchen on the tablet and signs the cook in with phone and code. */
async function signInAtKitchen(tablet: Page, phone: string) {
  await tablet.goto('/en/desk/kitchen');
  await hydrated(tablet);
  await tablet.getByLabel('Phone').pressSequentially(phone);
  const asked = Date.now() - 50;
  await tablet.getByRole('button', { name: 'Send the code' }).click();
  await tablet.getByLabel('Digit 1 of 5').fill(await smsCode(server, phone, asked));
  await tablet.getByRole('button', { name: 'Sign in' }).click();
  await expect(tablet.getByRole('heading', { level: 1, name: 'Kitchen display' })).toBeVisible();
}

/** At least 48 × 48 CSS pixels: a target for a finger at the pass. */
async function expectLargeTarget(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
}

test("a kitchen tablet crosses off lines, bumps an order on and recalls it; the shopper's tracking page follows", async ({
  openContext,
}) => {
  test.setTimeout(120_000);
  addStaff(server, COOK_PHONE, 'cook');

  // a guest orders two dishes with a note; the counter accepts it (through the operator API here)
  const shopper = await openContext({ baseURL: server.url });
  const shop = await shopper.newPage();
  const placed = await postGuestOrder(shop.request, 'kitchen-e2e-1', {
    note: 'No onion, please',
    items: [
      { product_id: 1, quantity: 2 },
      { product_id: 2, quantity: 1 },
    ],
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { id: number; number: string; tracking_url: string } }).data;
  const accepted = await shop.request.post(`/back/api/v1/admin/orders/${order.id}/status`, {
    headers: ADMIN,
    data: { status: 'accepted' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await shop.goto(`/en${order.tracking_url}`);
  await hydrated(shop);
  await expect(status(shop)).toHaveText('Status: Accepted');

  // the cook's tablet: landscape, touch; the kitchen display and nothing else of the desk
  const kitchen = await openContext({ baseURL: server.url, viewport: { width: 1024, height: 768 }, hasTouch: true });
  const tablet = await kitchen.newPage();
  await signInAtKitchen(tablet, COOK_PHONE);
  await expect(tablet.getByRole('navigation', { name: 'Desk sections' })).toHaveCount(0);
  const card = tablet.getByRole('article', { name: `Order ${order.number}` });
  await expect(card).toContainText('Accepted');
  await expect(card).toContainText('No onion, please');
  await expect(card).toContainText(/\d+ min since accepted/);
  expect(await axeViolations(tablet), 'the kitchen display').toEqual([]);

  const lines = card.getByRole('listitem').getByRole('button');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toHaveText(/^2 × Plov · Kitchen$/);
  await expectLargeTarget(lines.first());
  for (const line of [lines.first(), lines.last()]) {
    await line.tap();
    await expect(line).toHaveAttribute('aria-pressed', 'true');
  }
  // crossed off on the server: a reload shows the same
  await tablet.reload();
  await expect(card.getByRole('listitem').getByRole('button', { pressed: true })).toHaveCount(2);

  const bump = card.getByRole('button', { name: 'Start cooking' });
  await expectLargeTarget(bump);
  await bump.tap();
  await expect(card).toContainText('Cooking');
  await expect(status(shop)).toHaveText('Status: Cooking');

  await card.getByRole('button', { name: 'Ready: send out' }).tap();
  await expect(card).toHaveCount(0);
  await expect(status(shop)).toHaveText('Status: On the way');

  // the last bump taken back: the card comes back cooking, and so does the shopper's page
  const lastBump = tablet.getByRole('region', { name: 'Last bump' });
  await expect(lastBump).toContainText(`Order ${order.number} went to “On the way”`);
  await lastBump.getByRole('button', { name: `Recall order ${order.number}` }).tap();
  await expect(card).toContainText('Cooking');
  await expect(status(shop)).toHaveText('Status: Cooking');

  await card.getByRole('button', { name: 'Ready: send out' }).tap();
  await expect(card).toHaveCount(0);
  await expect(status(shop)).toHaveText('Status: On the way');
  await kitchen.close();
  await shopper.close();
});

test('a screen shows one station: the tablet at the bar sees nothing of the kitchen, and keeps its station through the language switch and a reload', async ({
  openContext,
}) => {
  addStaff(server, GRILL_COOK_PHONE, 'cook');
  const kitchen = await openContext({ baseURL: server.url, viewport: { width: 1024, height: 768 }, hasTouch: true });
  const tablet = await kitchen.newPage();
  await signInAtKitchen(tablet, GRILL_COOK_PHONE);
  const stations = tablet.getByRole('group', { name: 'Station' });
  await stations.getByRole('button', { name: 'Bar' }).tap();
  await expect(stations.getByRole('button', { name: 'Bar' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tablet).toHaveURL(/\/en\/desk\/kitchen\?station=bar$/);
  // the seeded menu has no category at the bar
  await expect(tablet.getByText('Nothing to cook right now.')).toBeVisible();

  // in Turkmen, from the header's language switch: the same screen, the same station
  await tablet.getByRole('link', { name: 'Türkmençe' }).click();
  await expect(tablet).toHaveURL(/\/tm\/desk\/kitchen\?station=bar$/);
  await expect(tablet.getByRole('heading', { level: 1, name: 'Aşhana ekrany' })).toBeVisible();
  await expect(tablet.getByRole('group', { name: 'Bölüm' }).getByRole('button', { name: 'Bar' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tablet.getByText('Häzir taýýarlamaly zat ýok.')).toBeVisible();
  expect(await axeViolations(tablet), 'the kitchen display in Turkmen').toEqual([]);
  await tablet.reload();
  await expect(tablet.getByRole('group', { name: 'Bölüm' }).getByRole('button', { name: 'Bar' })).toHaveAttribute('aria-pressed', 'true');
  await kitchen.close();
});
