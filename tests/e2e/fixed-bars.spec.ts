import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';

// docs/decisions/019-fixed-bars-and-fields.md: on a phone no field sits hidden behind the bars at the
// screen's foot. The checkout is a flow of its own (no bottom bar of the shop; its order bar stays), a
// field that takes focus scrolls clear of the order bar (WCAG 2.4.11), the page's end rests above it, and
// the corner buttons never cover a field. On three phones' screens, none of them Lighthouse's alone.
const ru = JSON.parse(fs.readFileSync('locales/ru.json', 'utf8')) as typeof import('../../locales/en.json');
// the checkout's map tiles do not load in the test machine
test.use({ locale: 'ru-RU', isMobile: true, hasTouch: true, allowedConsoleErrors: [FAILED_LOAD] });

const FIELDS = 'main :is(input:not([type="hidden"]), select, textarea)';

const orderBar = (page: Page) => page.getByRole('main').getByRole('button', { name: ru.checkout.submit });

async function openCheckout(page: Page) {
  await page.goto('/ru');
  await waitForHydration(page);
  const card = page.getByRole('main').getByRole('article').first();
  await card.getByRole('button', { name: `${ru.add_to_basket}: ${await card.getAttribute('aria-label')}` }).tap();
  await page.goto('/ru/checkout');
  await waitForHydration(page);
  await expect(orderBar(page)).toBeVisible();
}

/**
 * The box of the focused element, the order bar's top and the corner buttons shown, in the viewport's
 * pixels, once two frames have passed: the corner buttons step aside at the frame after a scroll
 * (floating-controls.tsx), and read at once they were sometimes still there (CI, 1 run in 224).
 */
const focusedAndBars = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const rect = (e: Element) => e.getBoundingClientRect();
    const bar = rect(document.querySelector('.checkout__submit')!);
    const focused = document.activeElement!;
    const corners = [...document.querySelectorAll('.floating:not([data-covering]) button')].map(rect).filter((r) => r.height > 0);
    return { tag: focused.tagName, name: focused.getAttribute('name') ?? focused.id, own: rect(focused), barTop: bar.top, corners };
  });

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const [width, height] of [
  [360, 740],
  [390, 844],
  [412, 823],
]) {
  test.describe(`${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test('the checkout: no bottom bar, and every field that takes focus scrolls clear of the order bar and the corner buttons', async ({
      page,
    }) => {
      await openCheckout(page);
      await expect(page.getByRole('navigation', { name: ru.shell.mobile_navigation })).toBeHidden();
      const bar = (await orderBar(page).boundingBox())!;
      expect(bar.y + bar.height).toBeLessThanOrEqual(height);
      expect(bar.y + bar.height).toBeGreaterThan(height - 20);

      // from the heading down the whole form by keyboard (a phone keyboard's "next" moves focus the same way)
      await page.getByRole('heading', { level: 1 }).focus();
      const fields = await page.locator(FIELDS).count();
      expect(fields).toBeGreaterThan(5);
      let seen = 0;
      for (let step = 0; step < 80 && seen < fields; step++) {
        await page.keyboard.press('Tab');
        const at = await focusedAndBars(page);
        if (!['INPUT', 'SELECT', 'TEXTAREA'].includes(at.tag)) continue;
        seen++;
        const where = `${at.tag} ${at.name} at ${Math.round(at.own.top)}–${Math.round(at.own.bottom)}, the bar from ${Math.round(at.barTop)}`;
        expect(at.own.top, where).toBeGreaterThanOrEqual(0);
        // a note's box is taller than a line: the browser brings the line typed into (its caret) into view, not the whole box
        const seenTo = at.tag === 'TEXTAREA' ? Math.min(at.own.bottom, at.own.top + 40) : at.own.bottom;
        expect(seenTo, where).toBeLessThanOrEqual(at.barTop);
        for (const corner of at.corners) expect(overlaps(corner, at.own), `${where}: under a corner button`).toBe(false);
      }
      expect(seen, 'every field took focus').toBe(fields);
    });

    test("the checkout's end rests above the order bar: nothing to tap under it", async ({ page }) => {
      await openCheckout(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1))
        .toBe(true);
      const bar = (await orderBar(page).boundingBox())!;
      // whatever can be tapped on the page, at its end: nothing under the order bar
      const under = await page.evaluate((barTop) => {
        const tappable = [
          ...document.querySelectorAll('main a, main button, main input, main select, main textarea, footer a, footer button'),
        ];
        return tappable
          .filter((e) => !e.classList.contains('checkout__submit'))
          .map((e) => ({ e, r: e.getBoundingClientRect() }))
          .filter(({ r }) => r.height > 0 && r.bottom > barTop && r.top < window.innerHeight)
          .map(({ e }) => e.outerHTML.slice(0, 80));
      }, bar.y);
      expect(under).toEqual([]);
    });
  });
}

test.describe('a page with the bottom bar and the basket bar', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a link that takes focus scrolls clear of both bars', async ({ page }) => {
    await page.goto('/ru');
    await waitForHydration(page);
    const card = page.getByRole('main').getByRole('article').first();
    await card.getByRole('button', { name: `${ru.add_to_basket}: ${await card.getAttribute('aria-label')}` }).tap();
    const basketBar = page.getByRole('button', { name: /^В корзине:/ });
    await expect(basketBar).toBeVisible();
    const top = (await basketBar.boundingBox())!.y;
    // the last card's link, below the screen: focus brings it into view above the basket bar
    const last: Locator = page.getByRole('main').getByRole('article').last().getByRole('link').first();
    await last.focus();
    const own = (await last.boundingBox())!;
    expect(own.y).toBeGreaterThanOrEqual(0);
    expect(own.y + own.height).toBeLessThanOrEqual(top);
  });
});
