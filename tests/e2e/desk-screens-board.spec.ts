import { test, expect, FAILED_LOAD } from './fixtures';
import { axeViolations, pathIn } from './a11y-helpers';
import { addStaff, column, hydrated, signInAtDesk } from './desk-helpers';
import { open, startRoundTheClock } from './desk-screens-helpers';
import { dismissPromo } from './promo-helper';
import { scrollToMap } from './map-helpers';
import { stopServer, type RunningServer } from './server';

// the signed-out desk asks who is signed in and is told 401: the browser logs every refused request
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

// Desk screens that end on the board: a phone order entered in the browser shows there as "phone"; an order
// accepted for a time of day shows its Ashgabat time on the board and, live, on the shopper's page.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startRoundTheClock();
});
test.afterAll(async () => {
  await stopServer(server);
});

// one phone per sign-in: a code is not sent to the same phone twice within a minute
const MANAGER_2 = '65123465';
const OWNER_4 = '65123466';

test('Phone order: entered in the browser, it appears on the board as a phone order', async ({ openContext }) => {
  test.setTimeout(90_000);
  addStaff(server, MANAGER_2, 'manager');
  const staff = await openContext({ baseURL: server.url });
  const desk = await staff.newPage();
  await signInAtDesk(desk, server, MANAGER_2);
  await open(desk, 'phone');
  const form = desk.getByRole('region', { name: 'Phone order' });
  await form.getByRole('searchbox', { name: 'Find a dish' }).fill('Plov');
  await form.getByRole('button', { name: 'Add Plov' }).click();
  await form.getByRole('spinbutton', { name: 'Quantity of Plov' }).fill('3');
  await form.getByLabel("Customer's name").fill('Jeren');
  await form.getByLabel('Phone').pressSequentially('61234599');
  await form.getByLabel('Address', { exact: true }).fill('Magtymguly 5');
  // the caller's place on the map: the order is charged by the zone it falls in
  await scrollToMap(form);
  await form.locator('.map-picker.leaflet-container').click();
  await expect(form.getByText(/^Point on the map: 37\.\d{6}, 58\.\d{6}$/)).toBeVisible();
  await form.getByRole('radio', { name: 'Card' }).check();
  expect(await axeViolations(desk), 'Phone order, filled in').toEqual([]);
  const posted = desk.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/desk/orders'));
  await form.getByRole('button', { name: 'Place the order' }).click();
  const sent = (await posted).request().postDataJSON() as { latitude: string; longitude: string };
  expect(sent.latitude).toMatch(/^37\.\d{6}$/);
  expect(sent.longitude).toMatch(/^58\.\d{6}$/);
  const notice = form.getByRole('status');
  await expect(notice).toHaveText(/^Order \S+ placed\.$/);
  const number = /^Order (\S+) placed\.$/.exec((await notice.textContent()) ?? '')![1];

  await open(desk, 'board');
  const card = column(desk, /^New/)
    .getByRole('article')
    .filter({ has: desk.getByRole('button', { name: `Order ${number}` }) });
  await expect(card.getByText('Phone order')).toBeVisible({ timeout: 2000 });
  await card.getByRole('button', { name: `Order ${number}` }).click();
  await expect(desk.getByRole('row', { name: /Plov 3/ })).toBeVisible();
  await expect(desk.getByLabel('Delivery point on the map: Magtymguly 5')).toBeVisible();
  await staff.close();
});

/** A clock time two hours from now in Ashgabat (UTC+5, no daylight saving), and whether that is tomorrow there. */
function inTwoHoursInAshgabat(now = new Date()): { time: string; day: 'Today' | 'Tomorrow' } {
  const at = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ashgabat', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  const later = new Date(now.getTime() + 2 * 60 * 60_000);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ashgabat', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    later,
  );
  return { time, day: at(later) === at(now) ? 'Today' : 'Tomorrow' };
}

test('accept for a time of day: the guest\'s open order page shows "Expected by HH:MM" in Ashgabat time, live', async ({ openContext }) => {
  test.setTimeout(90_000);
  addStaff(server, OWNER_4, 'owner');
  const staff = await openContext({ baseURL: server.url });
  const desk = await staff.newPage();
  await signInAtDesk(desk, server, OWNER_4, { anyBoard: true });

  // the shopper's browser is in New York: the time shown is still the restaurant's
  const shopper = await openContext({ baseURL: server.url, timezoneId: 'America/New_York' });
  await dismissPromo(shopper, shopper.request);
  const shop = await shopper.newPage();
  const placed = await shop.request.post('/back/api/v1/orders-web', {
    headers: { 'Idempotency-Key': 'accept-at-time-1' },
    data: {
      name: 'Merjen',
      phone: '+99365999991',
      address: 'Bitarap Türkmenistan 12',
      latitude: '37.95',
      longitude: '58.38',
      payment_method: 'cash',
      delivery_time: 'asap',
      items: [{ product_id: 1, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { number: string; tracking_url: string } }).data;
  await shop.goto(pathIn(order.tracking_url, 'en'));
  await hydrated(shop);
  await expect(shop.getByText('Status: New')).toBeVisible();

  const card = column(desk, /^New/)
    .getByRole('article')
    .filter({ has: desk.getByRole('button', { name: `Order ${order.number}` }) });
  const { time, day } = inTwoHoursInAshgabat();
  await card.getByRole('button', { name: 'At a time' }).click();
  await card.getByLabel('At a time').fill(time);
  await card.getByRole('combobox', { name: 'Day' }).selectOption({ label: day });
  await card.getByRole('button', { name: 'Accept for this time' }).click();
  await expect(column(desk, /^Accepted/).getByRole('button', { name: `Order ${order.number}` })).toBeVisible();
  await expect(column(desk, /^Accepted/)).toContainText(`Expected by ${time}`);

  // the shopper's page, never reloaded
  await expect(shop.getByText('Status: Accepted')).toBeVisible();
  await expect(shop.getByText(`Expected by ${time}`, { exact: true })).toBeVisible();

  // the order's detail: when the shopper wants it, and the shopper's pin on a map (not on the printed ticket)
  await column(desk, /^Accepted/)
    .getByRole('button', { name: `Order ${order.number}` })
    .click();
  const detail = desk.getByRole('region', { name: `Order ${order.number}` });
  await expect(detail.getByText('Delivery: as soon as possible')).toBeVisible();
  const pinMap = detail.getByLabel('Delivery point on the map: Bitarap Türkmenistan 12');
  await expect(pinMap).toBeVisible();
  await expect(pinMap.locator('path.desk-pin')).toHaveCount(1);
  await desk.emulateMedia({ media: 'print' });
  await expect(pinMap).toBeHidden();
  await staff.close();
  await shopper.close();
});
