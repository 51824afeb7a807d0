import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';
import { addToBasket, headerBasket, mobilePhone, ordersByPhone } from './account-helpers';
import { workerReady } from './offline-helpers';
import { axeViolations } from './a11y-helpers';

// Issue 38.1: an order kept offline on a phone, then a footer link tapped while still offline: once the
// connection is back the order is sent once and the shopper lands on its confirmation, not on the page
// the link named; the order stays reachable from the shop on this device afterwards.
const tm = JSON.parse(fs.readFileSync('locales/tm.json', 'utf8')) as typeof import('../../locales/en.json');
test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [FAILED_LOAD], viewport: { width: 390, height: 844 }, hasTouch: true });

const main = (page: Page) => page.getByRole('main');

test('tm, a phone: a footer link tapped while the order waits offline still ends on its confirmation, and the order stays listed', async ({
  page,
  context,
  request,
}) => {
  const phone = mobilePhone();
  await page.goto('/tm');
  await waitForHydration(page);
  await workerReady(page);
  await page.goto('/en');
  await waitForHydration(page);
  await addToBasket(page);
  await page.goto('/tm/checkout');
  await waitForHydration(page);
  await main(page).getByLabel(tm.checkout.name).fill('Aýna');
  await main(page).getByLabel(tm.checkout.phone).pressSequentially(phone);
  await main(page).getByLabel(tm.address.address, { exact: true }).fill('Bitarap Türkmenistan 3');

  await context.setOffline(true);
  await main(page).getByRole('button', { name: tm.checkout.submit }).tap();
  await expect(main(page).getByRole('heading', { name: tm.offline.order_waiting_title })).toBeVisible();
  const footerLink = page.getByRole('contentinfo').getByRole('navigation', { name: tm.shell.categories }).getByRole('link').first();
  await footerLink.scrollIntoViewIfNeeded();
  await footerLink.tap();

  await context.setOffline(false);
  const confirmation = main(page).getByRole('heading', { name: tm.checkout.done_title });
  await expect(confirmation).toBeVisible();
  await expect(page).toHaveURL(/\/tm\/checkout$/);
  await expect.poll(() => ordersByPhone(request, phone)).toHaveLength(1);
  const number = /\d+/.exec((await main(page).getByText(tm.checkout.order_number.split(' {{')[0]).textContent())!)![0];
  await expect(main(page).getByRole('link', { name: tm.orders.track_link })).toBeVisible();
  await expect(headerBasket(page)).toContainText('0.00 TMT');
  // the tap queued offline does not take the shopper away a moment later
  await page.waitForTimeout(1000);
  await expect(confirmation).toBeVisible();

  // later, on another page of the shop: the guest's order is still a tap away
  await page.goto('/tm/catalogue');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: tm.shell.mobile_navigation }).getByRole('button', { name: tm.shell.account }).tap();
  const kept = page.getByRole('dialog').getByRole('region', { name: tm.orders.on_this_device });
  const track = kept.getByRole('link', { name: tm.orders.track_order.replace('{{number}}', number) });
  await expect(track).toHaveAttribute('href', /^\/tm\/track\//);
  expect(await axeViolations(page)).toEqual([]);
  await track.tap();
  await expect(page).toHaveURL(/\/tm\/track\//);
  await expect(main(page)).toContainText(number);
});
