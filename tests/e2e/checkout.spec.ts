import type { Page } from '@playwright/test';
import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';
import {
  addAddressOnMap,
  addToBasket,
  dialog,
  headerBasket,
  mobilePhone,
  openHome,
  ordersByPhone,
  setStatus,
  signUp,
} from './account-helpers';

// refused codes and resends (401, 429) and map tiles that cannot load offline are on purpose here
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

const main = (page: Page) => page.getByRole('main');
const submit = (page: Page) => main(page).getByRole('button', { name: 'Place the order' });

async function openCheckout(page: Page) {
  await page.goto('/en/checkout');
  await waitForHydration(page);
  await expect(main(page).getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
}

async function fillGuest(page: Page, phone: string) {
  await main(page).getByLabel('Name').fill('Aýna');
  await main(page).getByLabel('Phone').pressSequentially(phone);
  await main(page).getByLabel('Address', { exact: true }).fill('Bitarap Türkmenistan 3');
}

test('an empty basket gets a friendly way back to the menu instead of a form', async ({ page }) => {
  await page.goto('/en/checkout');
  await waitForHydration(page);
  await expect(main(page).getByRole('heading', { name: 'Your basket is empty' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Go to the menu' })).toHaveAttribute('href', '/en/catalogue');
  await expect(submit(page)).toHaveCount(0);
});

test('a guest orders with name, phone and a typed address and sees the confirmation', async ({ page, request }) => {
  const phone = mobilePhone();
  await openHome(page);
  await addToBasket(page);
  await openCheckout(page);
  await expect(main(page)).toContainText('60.00 TMT');
  await fillGuest(page, phone);
  await main(page).getByRole('radio', { name: 'Card' }).check();
  await submit(page).click();
  await expect(main(page).getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await expect(main(page)).toContainText(/Order number \S+/);
  await expect(main(page)).toContainText('Plov');
  await expect(main(page)).toContainText('60.00 TMT');
  await expect(headerBasket(page)).toContainText('0.00 TMT');
  const orders = await ordersByPhone(request, phone);
  expect(orders).toHaveLength(1);
});

test('a double click on submit makes one order', async ({ page, request }) => {
  const phone = mobilePhone();
  await openHome(page);
  await addToBasket(page);
  await openCheckout(page);
  await fillGuest(page, phone);
  await submit(page).dblclick();
  await expect(main(page).getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  expect(await ordersByPhone(request, phone)).toHaveLength(1);
});

test("a customer orders to a saved address, follows the operator's changes live, then spends the bonus", async ({ page, request }) => {
  test.setTimeout(120_000);
  await openHome(page);
  await signUp(page);
  await addAddressOnMap(page, 'Magtymguly 12');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);

  await addToBasket(page);
  await openCheckout(page);
  await expect(main(page).getByRole('radio', { name: 'Magtymguly 12' })).toBeChecked();
  await submit(page).click();
  await expect(page).toHaveURL(/\/en\/orders\/\d+$/);
  const firstId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Order');
  await expect(main(page)).toContainText('Magtymguly 12');
  await expect(main(page).getByText('Status: New')).toBeVisible();

  // the operator moves it on: the open page shows it without a reload
  await setStatus(request, firstId, 'accepted');
  await expect(main(page).getByText('Status: Accepted')).toBeVisible({ timeout: 12_000 });
  for (const status of ['cooking', 'on_the_way', 'delivered']) await setStatus(request, firstId, status);
  await expect(main(page).getByText('Status: Delivered')).toBeVisible({ timeout: 12_000 });
  await expect(main(page).getByRole('list').filter({ hasText: 'Accepted' })).toContainText('Delivered');

  // delivery earned 5% of 45.00 = 2.25 in bonus: spend it on the next order
  await openHome(page);
  await addToBasket(page);
  await openCheckout(page);
  const bonus = main(page).getByLabel('Pay with bonus, TMT');
  await expect(main(page)).toContainText('Available: 2.25 TMT');
  await bonus.fill('3');
  await bonus.blur();
  await expect(main(page)).toContainText('The bonus cannot be more than your balance');
  await bonus.fill('2.25');
  await expect(main(page)).toContainText('57.75 TMT');
  await submit(page).click();
  await expect(page).toHaveURL(/\/en\/orders\/\d+$/);
  await expect(main(page)).toContainText('−2.25 TMT');
  await expect(main(page)).toContainText('57.75 TMT');
  const user = await (await page.request.get('/back/api/v1/user')).json();
  expect(user.data.bonus_amount).toBe('0.00');
});
