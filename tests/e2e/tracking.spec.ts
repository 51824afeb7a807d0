import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';
import { main, mobilePhone, ordersByPhone, placeGuestOrder, setStatus } from './account-helpers';

// map tiles that cannot load offline are on purpose here
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

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
