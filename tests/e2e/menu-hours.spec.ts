import { test, expect, waitForHydration } from './fixtures';
import { dismissPromo } from './promo-helper';
import { ownServer } from './own-server';

// Menus by the hour (shared/menu-hours.ts): the demo menu's breakfast is served 08:00–11:00. A server
// of its own whose clock starts on Monday 2026-03-02 at 11:30 in Ashgabat (CLOCK_START, server/clock.ts),
// and the browser's clock set to the same instant: breakfast is over for today.
const AFTER_BREAKFAST = '2026-03-02T06:30:00.000Z';
const server = ownServer({ NODE_ENV: 'test', CLOCK_START: AFTER_BREAKFAST });
const OMELETTE = { id: 45, en: 'Herb omelette', tm: 'Gök otly omlet' };
const PALOW = { id: 1, en: 'Plov' };

test('breakfast after 11:00: its card and page say when it is served, offer no add, and the server refuses it with its message', async ({
  openContext,
}) => {
  test.setTimeout(90_000);
  const context = await openContext({ baseURL: server.url });
  await dismissPromo(context, context.request);
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(AFTER_BREAKFAST));

  await page.goto('/en/products?category=10');
  await waitForHydration(page);
  const card = page.getByRole('main').getByRole('article', { name: OMELETTE.en, exact: true }).first();
  await expect(card.getByText('Available tomorrow from 08:00')).toBeVisible();
  await expect(card.getByRole('button', { name: `Add to basket: ${OMELETTE.en}` })).toHaveCount(0);

  // the dish's own page says so too, in Turkmen
  await page.goto(`/tm/products/${OMELETTE.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('main').getByText('Sargyt edip boljak wagty: ertir, sagat 08:00')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: `Sebede goş: ${OMELETTE.tm}` })).toHaveCount(0);

  // a dish of no hours is on sale as ever
  await page.goto(`/en/products/${PALOW.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('button', { name: `Add to basket: ${PALOW.en}` })).toBeVisible();

  // the order is refused by the server, naming the dish and when it is served
  const order = (delivery_time: string, key: string) =>
    page.request.post('/back/api/v1/orders-web', {
      headers: { 'Idempotency-Key': key, 'Accept-Language': 'en' },
      data: {
        name: 'Merjen',
        phone: '+99365999998',
        address: 'Bitarap 12',
        payment_method: 'cash',
        delivery_time,
        items: [{ product_id: OMELETTE.id, quantity: 1 }],
      },
    });
  const refused = await order('asap', 'menu-hours-e2e-1');
  expect(refused.status()).toBe(422);
  expect((await refused.json()).message).toBe(
    `“${OMELETTE.en}” is not served at this hour. Available tomorrow from 08:00. Remove it from your order and try again.`,
  );
  // breakfast for tomorrow at 09:00 is taken: a scheduled order is judged at its delivery time
  const tomorrow = await order('2026-03-03T09:00:00+05:00', 'menu-hours-e2e-2');
  expect(tomorrow.status()).toBe(201);

  // without scripts, the basket form refuses it with the same words
  const form = await page.request.post('/en/basket/lines', {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    form: { product_id: String(OMELETTE.id), quantity: '1', return_to: '/en' },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(422);
  expect(await form.text()).toContain('is not served at this hour. Available tomorrow from 08:00.');
});
