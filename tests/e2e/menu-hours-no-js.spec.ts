import { test, expect, waitForHydration } from './fixtures';
import { dismissPromo } from './promo-helper';
import { ownServer } from './own-server';

// Issue 35: the ordering path works as HTML before scripts and with scripts off. The server's HTML says
// when a dish with serving hours is served, on the server's clock (CLOCK_START: Monday 2026-03-02 at
// 11:30 in Ashgabat, breakfast 08:00–11:00 is over), and hydration says the same whatever the
// browser's clock says; then the browser's clock takes over.
const AFTER_BREAKFAST = '2026-03-02T06:30:00.000Z';
const server = ownServer({ NODE_ENV: 'test', CLOCK_START: AFTER_BREAKFAST });
const OMELETTE = { id: 45, en: 'Herb omelette', tm: 'Gök otly omlet' };
const MENU = '/en/products?category=10';

test('without scripts, the breakfast card and page say when it is served and offer no add button', async ({ openContext }) => {
  const context = await openContext({ baseURL: server.url, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(MENU);
  const card = page.getByRole('main').getByRole('article', { name: OMELETTE.en, exact: true }).first();
  await expect(card.getByText('Available tomorrow from 08:00')).toBeVisible();
  await expect(card.getByRole('button', { name: `Add to basket: ${OMELETTE.en}` })).toHaveCount(0);
  // a dish of no hours on the same kind of page keeps its button
  await page.goto('/en/products/1');
  await expect(page.getByRole('main').getByRole('button', { name: 'Add to basket: Plov' })).toBeVisible();
  await page.goto(`/tm/products/${OMELETTE.id}`);
  await expect(page.getByRole('main').getByText('Sargyt edip boljak wagty: ertir, sagat 08:00')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: `Sebede goş: ${OMELETTE.tm}` })).toHaveCount(0);
});

test("a browser's clock other than the server's: the page hydrates with the server's words (no error), then says the browser's", async ({
  openContext,
}) => {
  const context = await openContext({ baseURL: server.url });
  await dismissPromo(context, context.request);
  const page = await context.newPage();
  // Monday 07:00 in Ashgabat: to this browser breakfast is served later today
  await page.clock.setFixedTime(new Date('2026-03-02T02:00:00.000Z'));
  const response = await page.goto(MENU);
  // the HTML as it came: the server's clock's words, and its instant for the hydration
  const html = (await response!.text()).replace(/<!-- -->/g, '');
  expect(html).toContain('Available tomorrow from 08:00');
  // its clock started at CLOCK_START and runs on from there
  const rendered = Number(/"now":(\d+)/.exec(html)?.[1]);
  expect(rendered - Date.parse(AFTER_BREAKFAST)).toBeGreaterThanOrEqual(0);
  expect(rendered - Date.parse(AFTER_BREAKFAST)).toBeLessThan(600_000);
  await waitForHydration(page);
  const card = page.getByRole('main').getByRole('article', { name: OMELETTE.en, exact: true }).first();
  await expect(card.getByText('Available from 08:00', { exact: true })).toBeVisible();
  await expect(card.getByText('Available tomorrow from 08:00')).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Add to basket: ${OMELETTE.en}` })).toHaveCount(0);

  // 09:00 to the browser: breakfast is served, the card offers it (the server would refuse it: its clock says 11:30)
  const other = await context.newPage();
  await other.clock.setFixedTime(new Date('2026-03-02T04:00:00.000Z'));
  await other.goto(MENU);
  await waitForHydration(other);
  const served = other.getByRole('main').getByRole('article', { name: OMELETTE.en, exact: true }).first();
  await expect(served.getByRole('button', { name: `Add to basket: ${OMELETTE.en}` })).toBeVisible();
  await expect(served.getByText(/^Available/)).toHaveCount(0);
});
