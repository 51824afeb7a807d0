import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, expect, readSmsCode, waitForHydration } from './fixtures';

/** A fresh Turkmen mobile number: 6, then 1–9 (the backend refuses 60…), then six digits. */
// ends in the worker's index: the log shows only the last two digits, and workers run at once
export const mobilePhone = () =>
  `6${1 + Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}${Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10}`;

// Page helpers for signing in and ordering (English pages; the seeded dish 1 is "Plov", 45.00).
export const PLOV = 'Plov';

export const dialog = (page: Page) => page.getByRole('dialog');
export const profileButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Profile', exact: true });
export const headerBasket = (page: Page) => page.getByRole('banner').getByRole('button', { name: /TMT/ });

export async function openHome(page: Page) {
  await page.goto('/en');
  await waitForHydration(page);
}

export async function addToBasket(page: Page, dish = PLOV) {
  await page
    .getByRole('main')
    .getByRole('article', { name: dish, exact: true })
    .first()
    .getByRole('button', { name: `Add to basket: ${dish}` })
    .click();
}

/** Fills the register tab and sends it; returns the phone (8 digits) and when the code was asked for. */
export async function submitRegistration(page: Page, phone = mobilePhone(), name = 'Aýna') {
  await profileButton(page).click();
  const modal = dialog(page);
  await expect(modal).toHaveAccessibleName('Sign in');
  await modal.getByLabel('Name', { exact: true }).fill(name);
  await modal.getByLabel('Surname').fill('Orazowa');
  await modal.getByLabel('Phone').pressSequentially(phone);
  await modal.getByLabel('Email').fill('ayna@example.tm');
  const asked = Date.now() - 1000;
  await modal.getByRole('button', { name: 'Register' }).click();
  await expect(modal.getByText(`We sent a code to +993${phone}`)).toBeVisible();
  return { phone, asked };
}

export async function enterCode(page: Page, code: string) {
  await dialog(page).getByLabel('Digit 1 of 5').fill(code);
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
}

/** Registers a new customer through the modal with the code from the development SMS log. */
export async function signUp(page: Page, name?: string) {
  const { phone, asked } = await submitRegistration(page, undefined, name);
  await enterCode(page, await readSmsCode(phone, asked));
  await expect(page.getByRole('status').filter({ hasText: 'You have signed in' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  return phone;
}

/** The operator API (ADMIN_TOKEN) moves an order one step. */
export async function setStatus(request: APIRequestContext, orderId: number, status: string) {
  const res = await request.post(`/back/api/v1/admin/orders/${orderId}/status`, {
    headers: { authorization: `Bearer ${adminToken()}` },
    data: { status },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export async function ordersByPhone(request: APIRequestContext, phone: string): Promise<{ id: number }[]> {
  const res = await request.get('/back/api/v1/admin/orders', { headers: { authorization: `Bearer ${adminToken()}` }, params: { phone } });
  return (await res.json()).data;
}

/** A customer's saved address, added through the address modal from the account modal. */
export async function addAddressOnMap(page: Page, address: string) {
  await profileButton(page).click();
  await dialog(page).getByRole('button', { name: 'My addresses' }).click();
  await dialog(page).getByRole('button', { name: '+ Add an address' }).click();
  await dialog(page).getByLabel('Address', { exact: true }).fill(address);
  const map = dialog(page).getByLabel(/^Map:/);
  await expect(map).toBeVisible();
  await map.click({ position: { x: 120, y: 100 } });
  await expect(dialog(page).getByText(/^Point on the map: \d+\.\d+, \d+\.\d+$/)).toBeVisible();
  await expect(dialog(page).locator('.leaflet-popup-content')).toContainText('Latitude');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByRole('button', { name: `Edit the address ${address}` })).toBeVisible();
}

export const main = (page: Page) => page.getByRole('main');

/** A guest's order placed through the storefront; the page is left on the confirmation. */
export async function placeGuestOrder(page: Page, phone: string) {
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

/** A guest's order from the page's own basket: the header's basket, Prepare order, the checkout filled in; left on the confirmation. */
export async function orderFromBasket(page: Page) {
  await addToBasket(page);
  await headerBasket(page).click();
  await page.getByRole('button', { name: 'Prepare order' }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await main(page).getByLabel('Name', { exact: true }).fill('Aýna');
  await main(page).getByLabel('Phone', { exact: true }).pressSequentially(mobilePhone());
  await main(page).getByLabel('Address', { exact: true }).fill('Bitarap Türkmenistan 3');
  await main(page).getByRole('button', { name: 'Place the order' }).click();
  await expect(main(page).getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
}
