import { expect, showAllHomeSections, test, waitForHydration } from './fixtures';

test.describe('server-rendered shell that the browser takes over', () => {
  test('hydrates, then a click navigates without a full page load', async ({ page }) => {
    await page.goto('/en');
    await waitForHydration(page);
    await showAllHomeSections(page, 'More sections');
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/en\/contacts$/);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('after a new build is published, the next navigation is a full page load', async ({ page }) => {
    await page.goto('/en');
    await waitForHydration(page);
    await showAllHomeSections(page, 'More sections');
    await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }));
    const checked = page.waitForResponse('**/builds/latest.json');
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
      document.dispatchEvent(new Event('visibilitychange')); // the tab comes back into view
    });
    await checked;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/en\/contacts$/);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
  });

  test('every icon the page shows draws its shape from the sprite (fixed markup, adopted by hydration)', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const icons = await page.locator('svg.icon use').evaluateAll((uses) =>
      uses
        .filter((use) => use.closest('svg')!.getBoundingClientRect().width > 0)
        .map((use) => {
          const box = (use as SVGGraphicsElement).getBBox();
          return { href: use.getAttribute('href'), area: box.width * box.height };
        }),
    );
    expect(icons.length).toBeGreaterThan(5);
    for (const { href, area } of icons) expect(area, `${href} draws nothing`).toBeGreaterThan(0);
  });

  test('the language switch keeps the page and remembers the choice', async ({ page, context }) => {
    await page.goto('/products?category=2');
    await waitForHydration(page);
    await page.getByRole('button', { name: /Язык|Language/ }).click();
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/en\/products\?category=2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('back restores the scroll position; a new page starts at the top', async ({ page }) => {
    await page.goto('/tm');
    await waitForHydration(page);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Habarlaşmak' });
    // every section first: near the footer they would come in above it and move the page under the test
    await showAllHomeSections(page, 'Beýleki bölümler');
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(10);
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    /** the page at `url` and scrolled to `y` */
    const at = async (url: RegExp, y: number) => {
      await expect(page).toHaveURL(url);
      await expect.poll(scrollY).toBe(y);
    };
    await link.scrollIntoViewIfNeeded();
    await expect.poll(scrollY).toBeGreaterThan(500);
    const before = await scrollY();
    await link.click();
    await at(/\/tm\/contacts$/, 0);
    await page.goBack();
    await at(/\/tm$/, before);
    // Forward and Back again, then a reload: each history entry keeps its own place, and the page keeps working
    await page.goForward();
    await at(/\/tm\/contacts$/, 0);
    await page.goBack();
    await at(/\/tm$/, before);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // a reload brings only the server's first page of sections: the place is kept as far down as that page
    // went when it hydrated (the further sections come after), not the top
    await page.reload();
    await waitForHydration(page);
    await expect.poll(scrollY).toBeGreaterThan(500);
  });

  test('on a phone, the home page lays its lower sections out only near the screen, and Back returns to the very same place', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/tm');
    await waitForHydration(page);
    const sections = page.getByRole('main').getByRole('region');
    const visibility = (i: number) => sections.nth(i).evaluate((s) => getComputedStyle(s).contentVisibility);
    expect(await visibility(0)).toBe('visible');
    expect(await visibility(3)).toBe('auto');
    // the shopper reads the fourth section, then opens its dishes
    const heading = sections.nth(3).getByRole('heading', { level: 2 });
    await heading.evaluate((h) => h.scrollIntoView({ block: 'start' }));
    await page.mouse.wheel(0, -50);
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(50);
    await sections
      .nth(3)
      .getByRole('link', { name: /^Hemmesi/ })
      .click();
    await expect(page).toHaveURL(/\/tm\/products\?category=/);
    await page.goBack();
    await expect(page).toHaveURL(/\/tm$/);
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(50);
    // nothing above it is laid out a frame later and moves it
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(50);
  });

  test('only one modal at a time; Escape closes and focus returns', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en');
    await waitForHydration(page);
    const burger = page.getByRole('button', { name: 'Menu' });
    await burger.click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.getByRole('dialog').getByRole('button', { name: 'Chat' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toContainText('Write or call us');
    // the page behind does not scroll
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('Escape closes a modal and gives focus back to its opener; focus stays inside while open', async ({ page }) => {
    await page.goto('/en');
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: 'Chat' }).first();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('a route change closes every modal', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Contacts' }).click();
    await expect(page).toHaveURL(/\/en\/contacts$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test.describe(() => {
    // the browser reports each 404 document it is sent here, on purpose
    test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404/] });

    test('a bad path shows the 404 page with its status', async ({ page }) => {
      const response = await page.goto('/en/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /en/no/such/page');
      const ru = await page.goto('/products/abc');
      expect(ru?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена: /products/abc');
    });
  });
});
