import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, FAILED_LOAD, test, waitForHydration } from './fixtures';

// Issue 38 item 14: on a phone, the basket's total stays in view above the bottom bar, and the
// checkout's order button with its total stays in view all the way down the form (in Turkmen). The
// checkout is a flow of its own there: its order bar stands at the screen's foot in place of the bottom
// bar (docs/decisions/019-fixed-bars-and-fields.md; tests/e2e/fixed-bars.spec.ts).
const tm = JSON.parse(fs.readFileSync('locales/tm.json', 'utf8')) as typeof import('../../locales/en.json');
// the checkout's map tiles do not load in the test machine
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, allowedConsoleErrors: [FAILED_LOAD] });

const bottomBar = (page: Page) => page.getByRole('navigation', { name: tm.shell.mobile_navigation });
const box = async (locator: Locator) => (await locator.boundingBox())!;

/** At the screen's foot, in view, where the bottom bar is not (the checkout's order bar). */
async function expectAtTheFoot(page: Page, target: Locator) {
  await expect(bottomBar(page)).toBeHidden();
  const own = await box(target);
  expect(own.y).toBeGreaterThanOrEqual(0);
  expect(own.y + own.height).toBeLessThanOrEqual(844);
  expect(own.y + own.height).toBeGreaterThan(844 - 20);
}

/** In the viewport, and above the bottom bar without touching it. */
async function expectAboveBottomBar(page: Page, target: Locator) {
  const [own, bar] = [await box(target), await box(bottomBar(page))];
  expect(own.y).toBeGreaterThanOrEqual(0);
  expect(own.y + own.height).toBeLessThanOrEqual(bar.y);
}

async function addFirstDish(page: Page) {
  const card = page.getByRole('main').getByRole('article').first();
  await card.getByRole('button', { name: `${tm.add_to_basket}: ${await card.getAttribute('aria-label')}` }).tap();
  const price = (await card.locator('.product-card__price').textContent())!;
  return price.trim();
}

test('the basket bar shows the count and total above the bottom bar, wherever the page is scrolled', async ({ page }) => {
  await page.goto('/tm');
  await waitForHydration(page);
  const bar = page.getByRole('button', { name: /^Sebetde:/ });
  await expect(bar).toHaveCount(0);
  const price = await addFirstDish(page);
  await expect(bar).toContainText('Sebetde: 1');
  await expect(bar).toContainText(price);
  await expectAboveBottomBar(page, bar);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expectAboveBottomBar(page, bar);
  await bar.tap();
  await expect(page.getByRole('dialog', { name: tm.shell.basket })).toBeVisible();
});

test('the checkout keeps its order button with the total in view, from the top of the form to its end', async ({ page }) => {
  await page.goto('/tm');
  await waitForHydration(page);
  const price = await addFirstDish(page);
  await page.goto('/tm/checkout');
  await waitForHydration(page);
  const submit = page.getByRole('main').getByRole('button', { name: new RegExp(`^${tm.checkout.submit}`) });
  await expect(submit).toContainText(tm.checkout.submit);
  // the dish and the delivery fee: the total is more than the dish alone
  await expect(submit).toContainText('TMT');
  expect(Number((await submit.textContent())!.match(/(\d+\.\d\d) TMT/)![1])).toBeGreaterThanOrEqual(Number(price.match(/\d+\.\d\d/)![0]));
  // no basket bar here: the order button says the total
  await expect(page.getByRole('button', { name: /^Sebetde:/ })).toHaveCount(0);
  // the page is several screens long; the button is in view at its top, half-way and at its end
  expect(await page.evaluate(() => document.body.scrollHeight)).toBeGreaterThan(2 * 844);
  await expectAtTheFoot(page, submit);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  await expectAtTheFoot(page, submit);
  // the corner buttons (back to top, chat) keep clear of it
  const button = await box(submit);
  for (const corner of await page.locator('.floating button').all()) {
    if (!(await corner.isVisible())) continue;
    const own = await box(corner);
    expect(own.y + own.height <= button.y || own.y >= button.y + button.height).toBe(true);
  }
  // back at the top, typing the name: still in view
  await page.getByRole('main').getByLabel(tm.checkout.name, { exact: true }).focus();
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(844);
  await expectAtTheFoot(page, submit);
});
