import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';
import { addToBasket, openHome } from './account-helpers';

// Issue 38.2: a reload of the checkout keeps what was typed, for that tab only, until the order is placed.
const tm = JSON.parse(fs.readFileSync('locales/tm.json', 'utf8')) as typeof import('../../locales/en.json');
// the map's tiles do not load in the test machine
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

const main = (page: Page) => page.getByRole('main');
const fields = (page: Page) => ({
  name: main(page).getByLabel(tm.checkout.name),
  phone: main(page).getByLabel(tm.checkout.phone),
  address: main(page).getByLabel(tm.address.address, { exact: true }),
  flat: main(page).getByLabel(tm.address.apartment, { exact: true }),
  comment: main(page).getByLabel(tm.address.comment),
  note: main(page).getByLabel(tm.checkout.note),
  changeFrom: main(page).getByLabel(tm.checkout.change_from),
  atTime: main(page).getByRole('radio', { name: tm.checkout.at_time }),
  slot: main(page).getByRole('combobox', { name: tm.checkout.time_slot }),
});

async function openCheckout(page: Page) {
  await page.goto('/tm/checkout');
  await waitForHydration(page);
  await expect(main(page).getByRole('button', { name: tm.checkout.submit })).toBeVisible();
}

test('tm: a reload of the checkout keeps every field in that tab; another tab and the next order start empty', async ({
  page,
  context,
}) => {
  await openHome(page);
  await addToBasket(page);
  await openCheckout(page);
  const form = fields(page);
  await form.name.fill('Aýna');
  await form.phone.fill('+993 65 12 34 56');
  await form.address.fill('Bitarap Türkmenistan 3');
  await form.flat.fill('12');
  await form.comment.fill('Gapynyň öňünde jaň ediň');
  await form.note.fill('Çörek goşmaň');
  await form.changeFrom.fill('200');
  await form.atTime.check();
  const slot = await form.slot.locator('option').nth(1).getAttribute('value');
  await form.slot.selectOption(slot!);

  await page.reload();
  await waitForHydration(page);
  await expect(form.name).toHaveValue('Aýna');
  await expect(form.phone).toHaveValue('+99365123456');
  await expect(form.address).toHaveValue('Bitarap Türkmenistan 3');
  await expect(form.flat).toHaveValue('12');
  await expect(form.comment).toHaveValue('Gapynyň öňünde jaň ediň');
  await expect(form.note).toHaveValue('Çörek goşmaň');
  await expect(form.changeFrom).toHaveValue('200');
  await expect(form.atTime).toBeChecked();
  await expect(form.slot).toHaveValue(slot!);

  // the basket is the device's, the draft only this tab's
  const other = await context.newPage();
  await openCheckout(other);
  await expect(fields(other).name).toHaveValue('');
  await expect(fields(other).address).toHaveValue('');
  await other.close();

  await main(page).getByRole('button', { name: tm.checkout.submit }).click();
  await expect(main(page).getByRole('heading', { name: tm.checkout.done_title })).toBeVisible();
  await openHome(page);
  await addToBasket(page);
  await openCheckout(page);
  await expect(form.name).toHaveValue('');
  await expect(form.address).toHaveValue('');
  await expect(form.note).toHaveValue('');
});
