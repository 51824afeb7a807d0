import { expect, showAllHomeSections, test, waitForHydration } from './fixtures';
import { dismissPromo } from './promo-helper';
import { ownServer } from './own-server';

// Back to the home page while breakfast is not served: the home page is rendered again by the browser,
// and its breakfast cards' "Available … from 08:00" lines must be laid out in that first render, before
// the scroll position is restored; a line added a frame later made the page taller under the restored
// position, or a page at its foot came back short of it (CI, shell.spec: 3787 for 3806).
const AFTER_BREAKFAST = '2026-03-02T06:30:00.000Z'; // Monday 11:30 in Ashgabat (server/clock.ts CLOCK_START)
const server = ownServer({ NODE_ENV: 'test', CLOCK_START: AFTER_BREAKFAST });

test('Back returns to the foot of the home page with the breakfast cards saying when they are served', async ({ openContext }) => {
  const context = await openContext({ baseURL: server.url });
  await dismissPromo(context, context.request);
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(AFTER_BREAKFAST));
  await page.goto('/en');
  await waitForHydration(page);
  await showAllHomeSections(page, 'More sections');
  const words = page.getByRole('main').getByText('Available tomorrow from 08:00');
  await expect(words.first()).toBeVisible();
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(scrollY).toBeGreaterThan(500);
  const before = await scrollY();
  const lines = await words.count();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\/en\/contacts$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/en$/);
  // the place is restored with the home page's render, the lines already in it: none comes later and moves it
  await expect.poll(scrollY).toBe(before);
  await expect(words).toHaveCount(lines);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await scrollY()).toBe(before);
});
