import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, FAILED_LOAD } from './fixtures';
import { addStaff, hydrated, signInAtDesk } from './desk-helpers';
import { dismissPromo } from './promo-helper';
import { ownServer } from './own-server';

// Issue 38.3: a dish sold out while it is in the basket is marked on its card, in the basket panel and
// in the checkout, can only go down, and the checkout lets the shopper take it out instead of failing.
// A server of its own: the stop-list would change every other spec's menu.
// the checkout's map tiles cannot load on this closed network: the browser logs each refused tile
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

const tm = JSON.parse(fs.readFileSync('locales/tm.json', 'utf8')) as typeof import('../../locales/en.json');
const PLOV = 'Palow';
const DOGRAMA = 'Dograma';
const STAFF_PHONE = '65123459';

const server = ownServer();

const main = (page: Page) => page.getByRole('main');
const card = (page: Page, name: string) => main(page).getByRole('article', { name, exact: true }).first();
const add = (page: Page, name: string) => card(page, name).getByRole('button', { name: `${tm.add_to_basket}: ${name}` });
const more = (scope: ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('button', { name: tm.increase_quantity.replace('{{name}}', name) });
const fewer = (scope: ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('button', { name: tm.decrease_quantity.replace('{{name}}', name) });

test('tm: a sold-out dish in the basket is marked on its card, in the panel and the checkout, and is taken out there', async ({
  openContext,
}) => {
  test.setTimeout(90_000);
  const shopper = await openContext({ baseURL: server.url });
  await dismissPromo(shopper, shopper.request);
  const shop = await shopper.newPage();
  const orderPosts: string[] = [];
  shop.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/orders-web')) orderPosts.push(r.url());
  });
  await shop.goto('/tm');
  await hydrated(shop);
  await add(shop, PLOV).click();
  await expect(more(card(shop, PLOV), PLOV)).toBeVisible();
  await more(card(shop, PLOV), PLOV).click();
  await add(shop, DOGRAMA).click();
  await expect(more(card(shop, DOGRAMA), DOGRAMA)).toBeVisible();

  addStaff(server, STAFF_PHONE, 'manager');
  const staff = await openContext({ baseURL: server.url });
  const desk = await staff.newPage();
  await signInAtDesk(desk, server, STAFF_PHONE);
  await desk.getByRole('navigation', { name: /desk/i }).getByRole('button', { name: 'Stop-list' }).click();
  await desk.getByRole('searchbox', { name: 'Find a dish' }).fill('Plov');
  await desk.getByRole('button', { name: 'Mark Plov sold out' }).click();
  await expect(desk.getByRole('button', { name: 'Put Plov back on sale' })).toBeVisible();
  await staff.close();

  // the card: marked, no more of it, but fewer still works
  const plovCard = card(shop, PLOV);
  await expect(plovCard.getByText(tm.shop_status.sold_out, { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(more(plovCard, PLOV)).toBeDisabled();
  await expect(fewer(plovCard, PLOV)).toBeEnabled();
  await expect(more(card(shop, DOGRAMA), DOGRAMA)).toBeEnabled();

  // the basket panel: the same
  await shop.getByRole('banner').getByRole('button', { name: /TMT/ }).click();
  const panel = shop.getByRole('dialog');
  await expect(panel.getByText(tm.shop_status.sold_out, { exact: true })).toBeVisible();
  await expect(more(panel, PLOV)).toBeDisabled();
  await expect(fewer(panel, PLOV)).toBeEnabled();
  await shop.keyboard.press('Escape');

  await shop.goto('/tm/checkout');
  await hydrated(shop);
  const summary = main(shop).getByRole('region', { name: tm.checkout.your_order });
  await expect(summary.getByText(tm.shop_status.sold_out, { exact: true })).toBeVisible();
  await expect(summary.getByText(tm.checkout.sold_out_lines)).toBeVisible();
  await main(shop).getByLabel(tm.checkout.name).fill('Aýna');
  await main(shop).getByLabel(tm.checkout.phone).fill('+993 65 12 34 56');
  await main(shop).getByLabel(tm.address.address, { exact: true }).fill('Bitarap Türkmenistan 3');

  // sending it would only be refused: the way out gets the focus instead
  const remove = summary.getByRole('button', { name: tm.checkout.remove_line.replace('{{name}}', PLOV) });
  await main(shop).getByRole('button', { name: tm.checkout.submit }).click();
  await expect(remove).toBeFocused();
  expect(orderPosts).toEqual([]);

  await remove.click();
  await expect(summary).not.toContainText(PLOV);
  await expect(summary.getByText(tm.checkout.sold_out_lines)).toHaveCount(0);
  await main(shop).getByRole('button', { name: tm.checkout.submit }).click();
  await expect(main(shop).getByRole('heading', { name: tm.checkout.done_title })).toBeVisible();
  await expect(main(shop)).toContainText(DOGRAMA);
  await expect(main(shop)).not.toContainText(PLOV);
  expect(orderPosts).toHaveLength(1);
  await shopper.close();
});
