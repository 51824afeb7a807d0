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
  for (let count = first; count < 10; count = await sections.count()) {
    await more.scrollIntoViewIfNeeded();
    await expect(sections).not.toHaveCount(count);
  }
  const drinks = page.getByRole('main').getByRole('region', { name: 'Drinks' });
  await expect(drinks).toBeVisible();
  await expect(drinks.getByRole('article').first()).toBeVisible();
  expect(await sections.count()).toBe(10);
  // every section is there: nothing more to offer
  await expect(page.getByRole('main').getByRole('link', { name: 'More sections' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

// Issue 38 item 16: the whole menu for search engines, written by the server, kept as it is by hydration
test('the Turkmen home page names all 10 sections in its Menu JSON-LD, before and after hydration', async ({ page }) => {
  const sectionsOf = async () => {
    const text = await page.locator('script[type="application/ld+json"]').first().textContent();
    const sections: { name: string; hasMenuItem: unknown[] }[] = JSON.parse(text ?? '{}').hasMenu.hasMenuSection;
    return sections.map((section) => [section.name, section.hasMenuItem.length > 0]);
  };
  const served = await (await page.request.get('/tm')).text();
  await page.goto('/tm');
  await waitForHydration(page);
  const sections = await sectionsOf();
  expect(sections).toHaveLength(10);
  expect(sections.every(([, listed]) => listed)).toBe(true);
  expect(sections.map(([name]) => name)).toContain('Içgiler');
  // the page shows 4 of them; the data for the others came with the HTML only, not as the page's state
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(4);
  expect(served).not.toContain('"menu-ld"');
});

test('by keyboard, "More sections" brings the next sections and Tab goes on from the first of them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/en');
  await waitForHydration(page);
  const sections = page.getByRole('main').getByRole('region');
  const more = page.getByRole('main').getByRole('link', { name: 'More sections' });
  // focusing the link brings it into view, and near it the second page comes by itself
  await more.focus();
  await expect(sections).toHaveCount(8);
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sections).toHaveCount(10);
  const drinks = sections.nth(8);
  await expect(drinks.getByRole('heading', { level: 2, name: 'Drinks' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(drinks.getByRole('link', { name: 'See all: Drinks' })).toBeFocused();
});

test('without JavaScript "More sections" opens the catalogue', async ({ openContext }) => {
  const context = await openContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en');
  await page.getByRole('main').getByRole('link', { name: 'More sections' }).click();
  await expect(page).toHaveURL(/\/en\/catalogue$/);
  await context.close();
});

test.describe('in Russian on a phone', () => {
  test.use({ locale: 'ru-RU', viewport: { width: 390, height: 800 } });

  test('Back to the home page brings back the sections the shopper had loaded, at the very same place', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const sections = page.getByRole('main').getByRole('region');
    await expect(sections).toHaveCount(4);
    // scrolling near "Другие разделы" brings the second page of sections; the link then moves far below
    await page.getByRole('main').getByRole('link', { name: 'Другие разделы' }).scrollIntoViewIfNeeded();
    await expect(sections).toHaveCount(8);
    // the shopper reads the seventh section (from that second page) and looks at one of its dishes
    const heading = sections.nth(6).getByRole('heading', { level: 2 });
    const name = await heading.textContent();
    await heading.evaluate((h) => h.scrollIntoView({ block: 'start' }));
    await page.mouse.wheel(0, -50);
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(50);
    // "Другие разделы" is within a screen of it now: the third and last page comes too
    await expect(sections).toHaveCount(10);
    await sections.nth(6).getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(/product_id=/);
    // behind the dish's window the page stays as it was, and after it
    await expect(sections).toHaveCount(10);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(sections).toHaveCount(10);
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(50);
    // then opens all of the section's dishes
    await sections
      .nth(6)
      .getByRole('link', { name: /^Все блюда/ })
      .click();
    await expect(page).toHaveURL(/\/products\?category=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
    await page.goBack();
    // the dish's window closed leaves product_id emptied in the address (storefront spec)
    await expect(page).toHaveURL(/\/(\?product_id=)?$/);
    await expect(sections.nth(6).getByRole('heading', { level: 2 })).toHaveText(name!);
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(50);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(50);
    await expect(sections).toHaveCount(10);
  });
});
