import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { addFirstDish, box, DESKTOP, openEnglish, overlaps, PHONE, png } from './layout-helpers';
import { scrollToMap } from './map-helpers';

// Issue 12, items 3, 5, 9 and 11: what covers what, on a desktop (1366×900) and a phone (390×844).
// (Home rows: layout-rows.spec.ts; the checkout's layout shifts: layout-shift.spec.ts.)
const ru = JSON.parse(fs.readFileSync('locales/ru.json', 'utf8'));

const basketToast = (page: Page) => page.getByRole('status').filter({ hasText: 'The product was added to the basket' });
// the status is the toast's text; its parent is the card that covers what is under it
const toastCard = (page: Page) => basketToast(page).locator('xpath=..');

test.describe('toasts (spec §9: 3000 ms, covering no control)', () => {
  test('on a desktop a toast covers neither the profile nor the basket button, and leaves after 3 s under the pointer', async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize(DESKTOP);
    await openEnglish(page);
    await addFirstDish(page);
    const toast = basketToast(page);
    await expect(toast).toBeVisible();
    const banner = page.getByRole('banner');
    const toastBox = await box(toastCard(page));
    expect(overlaps(toastBox, await box(banner.getByRole('button', { name: 'Profile', exact: true })))).toBe(false);
    expect(overlaps(toastBox, await box(banner.getByRole('button', { name: /TMT/ })))).toBe(false);

    await page.mouse.move(toastBox.x + toastBox.width / 2, toastBox.y + toastBox.height / 2);
    await page.clock.fastForward(3000);
    await page.clock.fastForward(1000); // react-hot-toast removes a dismissed toast 1 s later
    await expect(toast).toHaveCount(0, { timeout: 2000 });
  });

  test("on a phone a toast leaves the basket panel's title clear", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openEnglish(page);
    await addFirstDish(page);
    await page
      .getByRole('navigation', { name: 'Main sections' })
      .getByRole('button', { name: /^Basket/ })
      .click();
    const panel = page.getByRole('dialog', { name: 'Basket' });
    await panel.getByRole('button', { name: /: one more$/ }).click();
    const toast = basketToast(page);
    await expect(toast).toBeVisible();
    expect(overlaps(await box(toastCard(page)), await box(panel.getByRole('heading', { name: 'Basket' })))).toBe(false);
  });
});

test.describe('the address map in Russian', () => {
  test("speaks Russian, keeps its popup clear of the zoom buttons and shows the form's coordinates", async ({ page, context, baseURL }) => {
    // tiles come from a third-party host: answered here, so the test stays on loopback
    await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ contentType: 'image/png', body: png }));
    await context.addCookies([{ name: 'locale', value: 'ru', url: baseURL! }]);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await waitForHydration(page);
    await page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(`^${ru.add_to_basket}: `) })
      .first()
      .click();
    await page.goto('/checkout');
    await waitForHydration(page);

    await scrollToMap(page.getByRole('main'));
    const map = page.getByLabel(/^Карта:/);
    await expect(map).toBeVisible();
    const zoomIn = map.getByRole('button', { name: ru.address.zoom_in, exact: true });
    const zoomOut = map.getByRole('button', { name: ru.address.zoom_out, exact: true });
    await expect(zoomIn).toHaveAttribute('title', ru.address.zoom_in);
    await expect(zoomOut).toHaveAttribute('title', ru.address.zoom_out);

    // near the top left corner the popup opens where the zoom buttons are unless it keeps clear of them
    await map.click({ position: { x: 60, y: 60 } });
    const popup = map.locator('.leaflet-popup');
    await expect(popup).toBeVisible();
    await expect(map.getByRole('button', { name: ru.address.close_popup, exact: true })).toBeVisible();
    await expect(map.getByRole('button', { name: /Close/ })).toHaveCount(0);
    await expect
      .poll(async () => {
        const popupBox = await box(popup);
        return overlaps(popupBox, await box(zoomIn)) || overlaps(popupBox, await box(zoomOut));
      })
      .toBe(false);

    // the two spellings differed when the sixth decimal is 0 (37.923110 vs 37.92311): click until one is
    const point = page.getByText(new RegExp(`^${ru.address.point.split(':')[0]}: `));
    const { width } = await box(map);
    let lat = '',
      lng = '';
    for (let i = 0; i < 60 && !lat.endsWith('0'); i++) {
      await map.click({ position: { x: 70 + ((i * 37) % (width - 140)), y: 170 + i } });
      [, lat, lng] = /: (\S+), (\S+)$/.exec((await point.textContent()) ?? '') ?? ['', '', ''];
    }
    expect(lat).toMatch(/^\d+\.\d{5}0$/);
    // quick clicks leave the earlier popups fading out for a moment: the newest one is the last
    const latest = map.locator('.leaflet-popup').last();
    await expect(latest).toContainText(`${ru.address.latitude}: ${lat}`);
    await expect(latest).toContainText(`${ru.address.longitude}: ${lng}`);
  });
});

test('on a phone no floating button covers a card\'s price or "add to basket" anywhere down the home page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openEnglish(page);
  const floats = [page.getByRole('button', { name: 'Back to top' }), page.getByRole('button', { name: 'Contact us' })];
  const cards = page.getByRole('main').getByRole('article');
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const covered: string[] = [];
  for (let y = 0; y <= height; y += 120) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const actions = await cards.evaluateAll((articles) =>
      articles.flatMap((article) => {
        const button = [...article.querySelectorAll('button')].find((b) => /^Add to basket/.test(b.getAttribute('aria-label') ?? ''));
        const price = [...article.querySelectorAll('*')].find(
          (e) => e.children.length === 0 && /^\d+\.\d{2} TMT$/.test(e.textContent ?? ''),
        );
        return [button, price]
          .filter((e) => e !== undefined)
          .map((e) => {
            const r = e.getBoundingClientRect();
            return { name: `${article.getAttribute('aria-label')}: ${e.textContent}`, x: r.x, y: r.y, width: r.width, height: r.height };
          });
      }),
    );
    for (const float of floats) {
      if (!(await float.isVisible())) continue;
      const floatBox = await box(float);
      for (const action of actions)
        if (overlaps(floatBox, action)) covered.push(`at ${y}px ${await float.getAttribute('aria-label')} covers ${action.name}`);
    }
  }
  expect(covered).toEqual([]);
});
