import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';
import { addAddressOnMap, addToBasket, dialog, mobilePhone, openHome, profileButton, signUp, submitRegistration } from './account-helpers';

// refused codes and resends (401, 429) and map tiles that cannot load offline are on purpose here
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

test('the auth modal, both steps, has no serious or critical accessibility violations', async ({ page }) => {
  await openHome(page);
  await profileButton(page).click();
  await expect(dialog(page)).toHaveAccessibleName('Sign in');
  // an invalid touched field and the error state are part of what is checked
  await dialog(page).getByLabel('Name', { exact: true }).fill('x');
  await dialog(page).getByLabel('Name', { exact: true }).fill('');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await submitRegistration(page, mobilePhone());
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test('the guest checkout form has no serious or critical accessibility violations', async ({ page }) => {
  await openHome(page);
  await addToBasket(page);
  await page.goto('/en/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('button', { name: 'Place the order' })).toBeVisible();
  await expect(page.getByRole('main').getByLabel(/^Map:/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the address form with its map and the order page have no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(90_000);
  await openHome(page);
  await signUp(page);
  await profileButton(page).click();
  await dialog(page).getByRole('button', { name: 'My addresses' }).click();
  await dialog(page).getByRole('button', { name: '+ Add an address' }).click();
  await expect(dialog(page).getByLabel(/^Map:/)).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await addAddressOnMap(page, 'Magtymguly 12');
  await page.keyboard.press('Escape');
  await addToBasket(page);
  await page.goto('/en/checkout');
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('main').getByRole('button', { name: 'Place the order' }).click();
  await expect(page).toHaveURL(/\/en\/orders\/\d+$/);
  await expect(page.getByRole('main').getByText('Status: New')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
