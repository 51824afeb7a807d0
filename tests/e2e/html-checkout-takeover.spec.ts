import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';
import { mobilePhone, ordersByPhone } from './account-helpers';
import { ENTRY_SCRIPT, holdRequests } from './held-requests';
import { HTML_BASKET_COOKIE } from '../../shared/html-basket';

// The HTML checkout (docs/decisions/014-html-ordering-path.md) is the page until the scripts arrive; then
// the scripted checkout takes over with what was typed meanwhile, and the HTML path's basket joins the
// stored one. Map tiles cannot load in this closed network.
// The refused form is its page again with status 422, which Chromium reports as a failed load too.
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

test('what a guest typed in the HTML checkout before the scripts came is in the scripted form, and the order is placed once', async ({
  page,
  context,
  request,
}) => {
  const baseURL = test.info().project.use.baseURL!;
  await context.addCookies([{ name: HTML_BASKET_COOKIE, value: '1.2', url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  const scripts = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto('/en/checkout', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  const phone = mobilePhone();
  await main.getByLabel('Name').fill('Aýna');
  await main.getByLabel('Phone').fill(`+993${phone}`);
  await main.getByLabel('Address', { exact: true }).fill('Bitarap Türkmenistan 3');
  await main.getByLabel('Note to the order').fill('Without onion');

  scripts.release();
  await waitForHydration(page);
  // the scripted form: it offers signing in, which the HTML one could not
  await expect(main.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(main.getByLabel('Name')).toHaveValue('Aýna');
  await expect(main.getByLabel('Phone')).toHaveValue(`+993${phone}`);
  await expect(main.getByLabel('Address', { exact: true })).toHaveValue('Bitarap Türkmenistan 3');
  await expect(main.getByLabel('Note to the order')).toHaveValue('Without onion');
  await expect(main.getByRole('region', { name: 'Your order' })).toContainText('2 × 45.00 TMT');

  await main.getByRole('button', { name: 'Place the order' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  expect(await ordersByPhone(request, phone)).toHaveLength(1);
  // the HTML path's basket was handed over to the scripts and is gone with the order
  expect((await context.cookies()).some((c) => c.name === HTML_BASKET_COOKIE)).toBe(false);
});

test('a checkout refused before the scripts came keeps its reasons once the scripted form takes over', async ({ page, context }) => {
  const baseURL = test.info().project.use.baseURL!;
  await context.addCookies([{ name: HTML_BASKET_COOKIE, value: '1.1', url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  const scripts = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto('/en/checkout', { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await main.getByLabel('Name').fill('Aýna');
  await main.getByLabel('Phone').fill('+99312345678');
  await main.getByLabel('Address', { exact: true }).fill('Bitarap Türkmenistan 3');
  // the form posts as HTML: no script of the shop runs yet
  await main.getByRole('button', { name: 'Place the order' }).click();
  await expect(main.getByRole('alert')).toContainText('Some fields are missing or incorrect.');
  scripts.release();
  await waitForHydration(page);
  await expect(main.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(main.getByRole('alert').filter({ hasText: 'Some fields are missing or incorrect.' })).toBeVisible();
  await expect(main.getByLabel('Phone')).toHaveAccessibleDescription(/Enter a mobile number/);
  await expect(main.getByLabel('Address', { exact: true })).toHaveValue('Bitarap Türkmenistan 3');
});
