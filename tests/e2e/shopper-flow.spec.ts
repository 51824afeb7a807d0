import type { Locator, Page } from '@playwright/test';
import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';
import { addToBasket, headerBasket } from './account-helpers';
import { scrollToMap } from './map-helpers';

// Issue 12, items 6, 10 and 17: the way from the menu through the checkout, by keyboard, on a
// desktop (1366×900) and a phone (390×844).
// map tiles cannot load offline
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const main = (page: Page) => page.getByRole('main');

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} has no box`);
  return b;
}

async function guestCheckout(page: Page) {
  await page.goto('/en');
  await waitForHydration(page);
  await addToBasket(page);
  await page.goto('/en/checkout');
  await waitForHydration(page);
  await expect(main(page).getByRole('button', { name: 'Place the order' })).toBeVisible();
}

test('by keyboard: "Add to basket" leaves focus on the stepper, "Prepare order" on the checkout heading', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/en');
  await waitForHydration(page);
  const add = main(page).getByRole('article', { name: 'Plov', exact: true }).first().getByRole('button', { name: 'Add to basket: Plov' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('button', { name: 'Plov: one more' }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(headerBasket(page)).toContainText('90.00 TMT');

  await headerBasket(page).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Prepare order' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();
  await expect(main(page).getByRole('button', { name: 'Place the order' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();
});

test('on a desktop the order summary sits beside the form and the map is large enough to pick a door; a phone gets one column', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await guestCheckout(page);
  const form = await box(main(page).getByRole('group', { name: 'Contact details' }));
  const summary = await box(main(page).getByRole('region', { name: 'Your order' }));
  expect(summary.x).toBeGreaterThanOrEqual(form.x + form.width);
  expect(summary.y).toBeLessThan(form.y + form.height);
  expect(form.width).toBeGreaterThanOrEqual(560);
  // the map's code loads on demand
  await scrollToMap(main(page));
  const picker = main(page).locator('.map-picker.leaflet-container');
  await picker.scrollIntoViewIfNeeded();
  await expect(picker).toBeVisible();
  const map = await box(picker);
  expect(map.width).toBeGreaterThanOrEqual(500);
  expect(map.height).toBeGreaterThanOrEqual(320);

  // the summary and the button stay in view while the form scrolls past
  await main(page).getByLabel('Note to the order').scrollIntoViewIfNeeded();
  const button = await box(main(page).getByRole('button', { name: 'Place the order' }));
  expect(button.y).toBeGreaterThanOrEqual(0);
  expect(button.y + button.height).toBeLessThanOrEqual(DESKTOP.height);

  await page.setViewportSize(PHONE);
  const phoneForm = await box(main(page).getByRole('group', { name: 'Contact details' }));
  const phoneSummary = await box(main(page).getByRole('region', { name: 'Your order' }));
  expect(phoneSummary.y).toBeGreaterThanOrEqual(phoneForm.y + phoneForm.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('a guest\'s confirmation names the address and leads back to the menu, never "your basket is empty" on the way', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await guestCheckout(page);
  await main(page).getByLabel('Name').fill('Aýna');
  await main(page).getByLabel('Phone').pressSequentially('61234567');
  await main(page).getByLabel('Address', { exact: true }).fill('Bitarap Türkmenistan 3');
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => seen.push(document.querySelector('main')?.textContent ?? '')).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await main(page).getByRole('button', { name: 'Place the order' }).click();
  await expect(main(page).getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await expect(main(page)).toContainText('Bitarap Türkmenistan 3');
  await expect(main(page).getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/en');
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.filter((text) => text.includes('Your basket is empty'))).toEqual([]);
});
