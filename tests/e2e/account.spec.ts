import { expect, FAILED_LOAD, readSmsCode, test } from './fixtures';
import { storedGuestBasket } from './guest-basket-helpers';
import {
  addAddressOnMap,
  addToBasket,
  dialog,
  enterCode,
  headerBasket,
  mobilePhone,
  openHome,
  profileButton,
  signUp,
  submitRegistration,
} from './account-helpers';

// refused codes and resends (401, 429) and map tiles that cannot load offline are on purpose here
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

test('register, enter the code, and be signed in with the guest basket merged into the server one', async ({ page }) => {
  await openHome(page);
  await addToBasket(page);
  await expect(headerBasket(page)).toContainText('45.00 TMT');
  await signUp(page);
  // the header still shows the dish, now from the server basket
  await expect(headerBasket(page)).toContainText('45.00 TMT');
  const basket = await (await page.request.get('/back/api/v1/basket')).json();
  expect(basket.data.map((l: { id: number; basket: { quantity: number } }) => [l.id, l.basket.quantity])).toEqual([[1, 1]]);
  expect(await storedGuestBasket(page)).toEqual({});
  // the profile button now opens the account modal
  await profileButton(page).click();
  await expect(dialog(page)).toHaveAccessibleName('Profile');
  await dialog(page).getByRole('button', { name: 'My data' }).click();
  await expect(dialog(page).getByLabel('Phone')).toHaveAttribute('readonly', '');
  await expect(dialog(page)).toContainText('Your bonus: 0.00 TMT');
  await dialog(page).getByLabel('Name', { exact: true }).fill('Merdan');
  await dialog(page).getByRole('button', { name: 'Save changes' }).click();
  // the basket's "added" toast may still be up on a slow machine: this one says only "Success"
  await expect(page.getByRole('status').filter({ hasText: /^Success$/ })).toBeVisible();
});

test('a wrong code turns the boxes red until one is focused', async ({ page }) => {
  await openHome(page);
  const { phone, asked } = await submitRegistration(page);
  const code = await readSmsCode(phone, asked);
  const wrong = code === '00000' ? '11111' : '00000';
  await enterCode(page, wrong);
  const boxes = dialog(page).getByRole('textbox', { name: /^Digit/ });
  await expect(boxes.first()).toHaveAttribute('aria-invalid', 'true');
  await expect(boxes.nth(4)).toHaveAttribute('aria-invalid', 'true');
  await boxes.nth(2).focus();
  await expect(boxes.first()).not.toHaveAttribute('aria-invalid', 'true');
  // the right code still works afterwards
  await enterCode(page, code);
  await expect(dialog(page)).toHaveCount(0);
});

test('the resend countdown runs from 02:00; at 00:00 verify is off and resend on; a refused resend alerts "Failed"', async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  await submitRegistration(page, mobilePhone());
  const timer = dialog(page).getByRole('timer');
  await expect(timer).toHaveText('02:00');
  const resend = dialog(page).getByRole('button', { name: 'Send the code again' });
  await expect(resend).toBeDisabled();
  await dialog(page).getByLabel('Digit 1 of 5').fill('1234');
  await expect(dialog(page).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  await page.clock.fastForward('00:30');
  await expect(timer).toHaveText(/^01:(29|30)$/);
  await page.clock.fastForward('01:31');
  await expect(timer).toHaveText('00:00');
  await expect(dialog(page).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expect(resend).toBeEnabled();
  // only seconds passed on the server: its 60 s per-phone cooldown refuses, and the spec's alert says so
  // the alert is answered as it opens: a click left waiting on an open alert could hang under the fake clock
  const alerts: string[] = [];
  page.once('dialog', (shown) => {
    alerts.push(shown.message());
    void shown.dismiss();
  });
  await resend.click();
  await expect.poll(() => alerts).toEqual(['Failed']);
});

test('add an address by clicking the map, then delete it through the confirmation', async ({ page }) => {
  await openHome(page);
  await signUp(page);
  await addAddressOnMap(page, 'Magtymguly 12');
  const saved = await (await page.request.get('/back/api/v1/user')).json();
  expect(saved.data.address).toHaveLength(1);
  expect(saved.data.address[0].latitude).toMatch(/^\d+\.\d{6}$/);
  await dialog(page).getByRole('button', { name: 'Delete the address Magtymguly 12' }).click();
  await expect(dialog(page)).toContainText('Delete the address “Magtymguly 12”?');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await dialog(page).getByRole('button', { name: 'Delete the address Magtymguly 12' }).click();
  await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog(page)).toContainText('You have no saved addresses yet.');
  const after = await (await page.request.get('/back/api/v1/user')).json();
  expect(after.data.address).toHaveLength(0);
});

test('log out: asks first, then signs out, empties the basket and the profile opens sign-in again', async ({ page }) => {
  await openHome(page);
  await signUp(page);
  await addToBasket(page);
  await expect(headerBasket(page)).toContainText('45.00 TMT');
  await profileButton(page).click();
  await dialog(page).getByRole('button', { name: 'Log out' }).click();
  await expect(dialog(page)).toContainText('Do you really want to log out?');
  await dialog(page).getByRole('button', { name: 'No' }).click();
  await dialog(page).getByRole('button', { name: 'Log out' }).click();
  await dialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(headerBasket(page)).toContainText('0.00 TMT');
  expect((await page.request.get('/back/api/v1/user')).status()).toBe(401);
  await profileButton(page).click();
  await expect(dialog(page)).toHaveAccessibleName('Sign in');
});
