import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, FAILED_LOAD } from './fixtures';
import { enterCode, submitRegistration } from './account-helpers';
import { addStaff, column, hydrated, signInAtDesk, smsCode } from './desk-helpers';
import { dismissPromo } from './promo-helper';
import { ownServer } from './own-server';

// the signed-out desk asks who is signed in and is told 401: the browser logs every refused request
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

// A signed-in shopper and the desk, two browser contexts on a server of their own: every move the
// staff make reaches the shopper's open order page live (server-sent events), without a reload.
const server = ownServer();

const STAFF_PHONE = '65123457';

const card = (page: Page, number: string) =>
  page.getByRole('article').filter({ has: page.getByRole('button', { name: `Order ${number}` }) });

/** A signed-in write must come from the site itself (CSRF check), as the browser's fetch would. */
const sameSite = () => ({ origin: server.url });

async function placeOrder(request: APIRequestContext, key: string): Promise<{ id: number; number: string }> {
  const line = await request.post('/back/api/v1/basket', { headers: sameSite(), data: { product_id: 1, quantity: 2 } });
  expect(line.status(), await line.text()).toBeLessThan(300);
  const res = await request.post('/back/api/v1/orders', {
    headers: { ...sameSite(), 'Idempotency-Key': key },
    data: { address: 'Bitarap Türkmenistan 12', payment_method: 'cash', delivery_time: 'asap' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number; number: string } }).data;
}

const bonus = async (request: APIRequestContext) =>
  Number(((await (await request.get('/back/api/v1/user')).json()) as { data: { bonus_amount: string } }).data.bonus_amount);

test('a signed-in shopper follows the desk live: estimate, on the way, delivered with bonus; a rejection with its reason; a phone order; the ticket', async ({
  openContext,
}) => {
  test.setTimeout(120_000);
  addStaff(server, STAFF_PHONE, 'manager');

  // the desk: a manager signs in; window.print is counted instead of opening the print dialog
  const staff = await openContext({ baseURL: server.url });
  await dismissPromo(staff, staff.request);
  const desk = await staff.newPage();
  await desk.addInitScript(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });
  await signInAtDesk(desk, server, STAFF_PHONE);

  // the shopper signs up in another browser and orders through the API with the session's cookie
  const shopper = await openContext({ baseURL: server.url });
  await dismissPromo(shopper, shopper.request);
  const shop = await shopper.newPage();
  await shop.goto('/en');
  await hydrated(shop);
  const { phone, asked } = await submitRegistration(shop);
  await enterCode(shop, await smsCode(server, phone, asked));
  await expect(shop.getByRole('status').filter({ hasText: 'You have signed in' })).toBeVisible();
  const bonusBefore = await bonus(shop.request);

  const first = await placeOrder(shop.request, `desk-flow-${phone}-1`);
  await expect(column(desk, /^New/).getByRole('button', { name: `Order ${first.number}` })).toBeVisible({ timeout: 2000 });

  await shop.goto(`/en/orders/${first.id}`);
  await hydrated(shop);
  await expect(shop.getByText('Status: New')).toBeVisible();

  await card(desk, first.number).getByRole('button', { name: '30 min' }).click();
  await expect(column(desk, /^Accepted/).getByRole('button', { name: `Order ${first.number}` })).toBeVisible();
  await expect(shop.getByText(/^Expected by \d\d:\d\d$/)).toBeVisible();
  await expect(shop.getByText('Status: Accepted')).toBeVisible();

  await card(desk, first.number).getByRole('button', { name: 'Start cooking' }).click();
  await expect(column(desk, /^Cooking/).getByRole('button', { name: `Order ${first.number}` })).toBeVisible();
  await card(desk, first.number).getByRole('button', { name: 'On the way' }).click();
  await expect(shop.getByText('Status: On the way')).toBeVisible();
  await card(desk, first.number).getByRole('button', { name: 'Delivered' }).click();
  await expect(shop.getByText('Status: Delivered')).toBeVisible();
  await expect.poll(() => bonus(shop.request)).toBeGreaterThan(bonusBefore);

  // a second order, rejected with a reason: the shopper's open page says why
  const second = await placeOrder(shop.request, `desk-flow-${phone}-2`);
  await shop.goto(`/en/orders/${second.id}`);
  await hydrated(shop);
  await expect(shop.getByText('Status: New')).toBeVisible();
  const rejecting = card(desk, second.number);
  await rejecting.getByRole('button', { name: 'Reject', exact: true }).click();
  await rejecting.getByRole('combobox', { name: /^Reason/ }).selectOption('out_of_stock');
  await rejecting.getByRole('textbox', { name: 'Note (required for “Other”)' }).fill('No rice today');
  await rejecting.getByRole('button', { name: 'Reject the order' }).click();
  await expect(shop.getByText('The restaurant cancelled the order: some dishes ran out.')).toBeVisible();
  await expect(shop.getByText('“No rice today”')).toBeVisible();

  // a phone order entered by staff through the API reaches the board with its source
  const phoned = await desk.request.post('/back/api/v1/desk/orders', {
    headers: { ...sameSite(), 'Idempotency-Key': `desk-flow-phone-${phone}` },
    data: {
      name: 'Merjen',
      phone: '+99365999998',
      address: 'Magtymguly 7',
      payment_method: 'cash',
      delivery_time: 'asap',
      items: [{ product_id: 1, quantity: 1 }],
    },
  });
  expect(phoned.status(), await phoned.text()).toBe(201);
  const phoneOrder = ((await phoned.json()) as { data: { number: string; source: string } }).data;
  expect(phoneOrder.source).toBe('phone');
  await expect(card(desk, phoneOrder.number).getByText('Phone order')).toBeVisible({ timeout: 2000 });

  // the kitchen ticket: the print view of the first order shows its number and lines on paper
  await card(desk, first.number).getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => desk.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await desk.emulateMedia({ media: 'print' });
  const ticket = desk.locator('.desk-ticket');
  await expect(ticket.getByRole('heading', { level: 2, name: `Order ${first.number}` })).toBeVisible();
  await expect(ticket.getByRole('row', { name: /Plov 2 90\.00/ })).toBeVisible();
  await expect(column(desk, /^New/)).toBeHidden();
  await staff.close();
  await shopper.close();
});
