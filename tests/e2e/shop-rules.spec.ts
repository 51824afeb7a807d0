import { test, expect, FAILED_LOAD, type OpenContext } from './fixtures';
import { axeViolations } from './a11y-helpers';
import { addStaff, hydrated, signInAtDesk } from './desk-helpers';
import { dismissPromo } from './promo-helper';
import { ownServer } from './own-server';

// the signed-out desk asks who is signed in and is told 401: the browser logs every refused request
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

// The desk's stop-list and pause against a server of its own, seen by a shopper whose page stays open.
const server = ownServer();

// one staff member per test: a second code to the same phone within a minute is refused
const MANAGER_PHONE = '65123457';
const OWNER_PHONE = '65123458';

async function openShop(openContext: OpenContext, path = '/en') {
  const context = await openContext({ baseURL: server.url });
  await dismissPromo(context, context.request);
  const page = await context.newPage();
  await page.goto(path);
  await hydrated(page);
  return { context, page };
}

async function openDesk(openContext: OpenContext, phone: string) {
  const context = await openContext({ baseURL: server.url });
  const desk = await context.newPage();
  await signInAtDesk(desk, server, phone);
  await desk.getByRole('navigation', { name: /desk/i }).getByRole('button', { name: 'Stop-list' }).click();
  return { context, desk };
}

test.describe.configure({ mode: 'serial' });

test('staff marks a dish sold out: an open shopper page shows it within 10 s, without a reload, and cannot add it', async ({
  openContext,
}) => {
  test.setTimeout(90_000);
  addStaff(server, MANAGER_PHONE, 'manager');
  const dish = (await (
    await openContext({ baseURL: server.url })
  ).request
    .get('/back/api/v1/products/1', {
      headers: { 'Accept-Language': 'en' },
    })
    .then((r) => r.json())) as { data: { name_en?: string; name?: string } };
  const name = dish.data.name_en ?? dish.data.name!;

  const { context: shopper, page: shop } = await openShop(openContext);
  const card = shop.getByRole('article', { name }).first();
  await expect(card.getByRole('button', { name: `Add to basket: ${name}` })).toBeVisible();

  const { context: staff, desk } = await openDesk(openContext, MANAGER_PHONE);
  await desk.getByRole('searchbox', { name: 'Find a dish' }).fill(name);
  await desk.getByRole('button', { name: `Mark ${name} sold out` }).click();
  await expect(desk.getByRole('button', { name: `Put ${name} back on sale` })).toBeVisible();
  expect(await axeViolations(desk), 'the stop-list').toEqual([]);

  const marked = Date.now();
  await expect(card.getByText('Sold out')).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - marked).toBeLessThan(10_000);
  await expect(card.getByRole('button', { name: `Add to basket: ${name}` })).toHaveCount(0);

  // the order is refused by the server too, naming the dish
  const refused = await shop.request.post('/back/api/v1/orders-web', {
    headers: { 'Idempotency-Key': 'rules-e2e-1', 'Accept-Language': 'en' },
    data: {
      name: 'Merjen',
      phone: '+99365999999',
      address: 'Bitarap 12',
      payment_method: 'cash',
      delivery_time: 'asap',
      items: [{ product_id: 1, quantity: 1 }],
    },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).message).toContain(`“${name}” is sold out`);

  // back on sale: the add button returns, again without a reload
  await desk.getByRole('button', { name: `Put ${name} back on sale` }).click();
  await expect(card.getByRole('button', { name: `Add to basket: ${name}` })).toBeVisible({ timeout: 10_000 });
  await staff.close();
  await shopper.close();
});

test('staff pauses orders: the shopper sees the banner with its end, ASAP is refused, a later slot is offered', async ({ openContext }) => {
  test.setTimeout(90_000);
  const { context: shopper, page: shop } = await openShop(openContext);
  await expect(shop.getByRole('status').filter({ hasText: 'not taking orders' })).toHaveCount(0);

  addStaff(server, OWNER_PHONE, 'owner');
  const { context: staff, desk } = await openDesk(openContext, OWNER_PHONE);
  await desk.getByRole('textbox', { name: 'Reason shoppers read' }).fill('The kitchen is full');
  await desk.getByRole('button', { name: 'Pause for 30 minutes' }).click();
  await expect(desk.getByText(/Orders are paused until \d\d:\d\d: The kitchen is full/)).toBeVisible();
  expect(await axeViolations(desk), 'the desk paused').toEqual([]);

  const banner = shop.getByRole('status').filter({ hasText: 'not taking orders' });
  await expect(banner).toContainText(/back at \d\d:\d\d/, { timeout: 10_000 });
  await expect(banner).toContainText('The kitchen is full');
  expect(await axeViolations(shop), 'the shop with the banner').toEqual([]);

  const asap = await shop.request.post('/back/api/v1/orders-web', {
    headers: { 'Idempotency-Key': 'rules-e2e-2', 'Accept-Language': 'en' },
    data: {
      name: 'Merjen',
      phone: '+99365999999',
      address: 'Bitarap 12',
      payment_method: 'cash',
      delivery_time: 'asap',
      items: [{ product_id: 2, quantity: 1 }],
    },
  });
  expect(asap.status()).toBe(422);
  expect((await asap.json()).error).toBe('shop_paused');

  // the checkout offers no "as soon as possible" and a slot after the pause instead
  await shop
    .getByRole('button', { name: /Add to basket/ })
    .first()
    .click();
  await shop.goto('/en/checkout');
  await hydrated(shop);
  await expect(shop.getByRole('radio', { name: 'As soon as possible' })).toBeDisabled();
  await expect(shop.getByRole('radio', { name: 'At a chosen time' })).toBeChecked();
  await expect(shop.getByText('“As soon as possible” is not available right now')).toBeVisible();

  await desk.getByRole('button', { name: 'Resume orders' }).click();
  await expect(desk.getByText('Orders are being taken.')).toBeVisible();
  await staff.close();
  await shopper.close();
});
