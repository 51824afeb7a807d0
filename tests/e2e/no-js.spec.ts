import { expect, test } from './fixtures';

// Issue 13, item 6: without JavaScript the server's page is all there is. A shared ?product_id= link
// shows its dish (not a hidden streamed segment that only a script would reveal), and the checkout of
// an empty basket says so instead of loading forever (ordering itself: no-js-order.spec.ts).
test.use({ javaScriptEnabled: false });

const LOCALES = [
  {
    prefix: '/tm',
    checkout: 'Sebediňiz boş: menýudan tagam goşuň',
    loading: 'Ýüklenýär…',
  },
  {
    prefix: '/en',
    checkout: 'Your basket is empty: add dishes from the menu',
    loading: 'Loading…',
  },
] as const;

test('the product modal of a shared link shows its dish without JavaScript, on the first and a later page', async ({ page }) => {
  for (const path of ['/en?product_id=2', '/en/products?product_id=1', '/en/about-us?product_id=3']) {
    await page.goto(path);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(dialog.getByRole('img').first()).toBeVisible();
    // nothing of the page waits in a hidden segment for a script to move it
    expect(await page.locator('div[hidden][id^="S:"]').count()).toBe(0);
  }
  await page.goto('/en?product_id=2');
  await expect(page.getByRole('dialog', { name: 'Dograma' })).toBeVisible();
});

for (const l of LOCALES) {
  test(`the checkout of an empty basket says so, and the basket button goes there (${l.prefix})`, async ({ page }) => {
    await page.goto(l.prefix);
    await page.getByRole('banner').getByRole('button', { name: /TMT/ }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/checkout\\?*$`));
    await expect(page.getByRole('main').getByText(l.checkout)).toBeVisible();
    await expect(page.getByRole('main').getByText(l.loading)).toBeHidden();
  });
}

test('with JavaScript the notes stay out of sight and the checkout works as before', async ({ openContext }) => {
  const context = await openContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.goto(`${test.info().project.use.baseURL}/en/checkout`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByText('Your basket is empty: add dishes from the menu')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your basket is empty' })).toBeVisible();
  await context.close();
});
