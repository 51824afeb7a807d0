import type { Page } from '@playwright/test';
import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';
import { addToBasket, mobilePhone, openHome, ordersByPhone, setStatus } from './account-helpers';

// map tiles that cannot load offline are on purpose here
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

const main = (page: Page) => page.getByRole('main');

/** A guest's order placed through the storefront; the page is left on the confirmation. */
async function placeGuestOrder(page: Page, phone: string) {
  await openHome(page);
  await addToBasket(page);
  await page.goto('/en/checkout');
  await waitForHydration(page);
  await main(page).getByLabel('Name').fill('Aýna');
  await main(page).getByLabel('Phone').pressSequentially(phone);
  await main(page).getByLabel('Address', { exact: true }).fill('Bitarap Türkmenistan 3');
  await main(page).getByRole('button', { name: 'Place the order' }).click();
  await expect(main(page).getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
}

test("a guest follows the tracking link and sees the operator's change without a reload", async ({ page, request }) => {
  const phone = mobilePhone();
  await placeGuestOrder(page, phone);
  await main(page).getByRole('link', { name: 'Follow your order' }).click();
  await expect(page).toHaveURL(/\/en\/track\/[\w-]{22,}$/);
  await expect(main(page).getByText('Status:')).toHaveText('Status: New');
  await waitForHydration(page);
  const [order] = await ordersByPhone(request, phone);
  // the page must not be reloaded: a marker on the window would be lost
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  await setStatus(request, order.id, 'accepted');
  await expect(main(page).getByText('Status:')).toHaveText('Status: Accepted', { timeout: 4000 });
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('a guest cancels a new order from the tracking page after confirming', async ({ page }) => {
  await placeGuestOrder(page, mobilePhone());
  await main(page).getByRole('link', { name: 'Follow your order' }).click();
  await waitForHydration(page);
  await main(page).getByRole('button', { name: 'Cancel the order' }).click();
  await main(page).getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(main(page).getByText('Status:')).toHaveText('Status: Cancelled');
  await page.reload();
  await expect(main(page).getByText('Status:')).toHaveText('Status: Cancelled');
});
