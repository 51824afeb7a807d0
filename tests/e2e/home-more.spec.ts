import { expect, test, waitForHydration } from './fixtures';
import { axeViolations } from './a11y-helpers';

// Issue 13 item 1: the server sends the first categories; the others come as the shopper scrolls,
// and "More sections" is a real link to the catalogue for a page without JavaScript.
test('the home page brings the further sections as the shopper scrolls, in the page’s language', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const sections = page.getByRole('main').getByRole('region');
  const first = await sections.count();
  expect(first).toBe(4);
  await expect(page.getByRole('main').getByRole('link', { name: 'More sections' })).toHaveAttribute('href', '/en/catalogue');
  // each page of sections comes as the link nears the screen; the link then moves below them
  const more = page.getByRole('main').getByRole('link', { name: 'More sections' });
  for (let count = first; count < 9; count = await sections.count()) {
    await more.scrollIntoViewIfNeeded();
    await expect(sections).not.toHaveCount(count);
  }
  const drinks = page.getByRole('main').getByRole('region', { name: 'Drinks' });
  await expect(drinks).toBeVisible();
  await expect(drinks.getByRole('article').first()).toBeVisible();
  expect(await sections.count()).toBe(9);
  // every section is there: nothing more to offer
  await expect(page.getByRole('main').getByRole('link', { name: 'More sections' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('without JavaScript "More sections" opens the catalogue', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en');
  await page.getByRole('main').getByRole('link', { name: 'More sections' }).click();
  await expect(page).toHaveURL(/\/en\/catalogue$/);
  await context.close();
});
