import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';
import { main, mobilePhone, placeGuestOrder } from './account-helpers';

// Issue 38 item 15: by keyboard, focus is never dropped to the page when the control that had it goes away.
// map tiles that cannot load offline are on purpose here
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

test('cancelling an order by keyboard: focus follows each step and lands on what was done', async ({ page }) => {
  await placeGuestOrder(page, mobilePhone());
  await main(page).getByRole('link', { name: 'Follow your order' }).click();
  await waitForHydration(page);
  const ask = main(page).getByRole('button', { name: 'Cancel the order' });
  await ask.focus();
  await page.keyboard.press('Enter');
  const keep = main(page).getByRole('button', { name: 'No, keep it' });
  await expect(keep).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(keep).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(main(page).getByRole('button', { name: 'Yes, cancel it' })).toBeFocused();
  await page.keyboard.press('Enter');
  const done = main(page).getByRole('status').filter({ hasText: 'The order is cancelled.' });
  await expect(done).toBeFocused();
  await expect(main(page).getByText('Status:')).toHaveText('Status: Cancelled');
});

test('switching the language by keyboard keeps focus on the language button', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Language: EN' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Türkmençe' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tm$/);
  await expect(page.getByRole('button', { name: 'Dil: TM' })).toBeFocused();
});
