import path from 'node:path';
import { expect, test } from './fixtures';
import { dictionary } from './a11y-helpers';
import { addStaff, hydrated, signInAtDesk } from './desk-helpers';

// The desk on a 390 px phone, against the suite's server (its data folder holds the log).
const server = () => ({ logFile: process.env.E2E_LOG_FILE!, dataDir: path.dirname(process.env.E2E_LOG_FILE!) });
// ends in a digit no generated shopper's phone ends in (account-helpers' mobilePhone ends in the worker's
// index): the log shows a phone's last two digits only, and this spec shares the suite's server
const OWNER = '65123475';
// an owner's sections, as client/app/desk/desk-sections.tsx lists them
const SECTIONS = ['board', 'today', 'phone', 'menu', 'content', 'stoplist', 'hours', 'staff', 'zones'];

// a 1×1 transparent PNG
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a first visit to the desk, signed out, logs no error', async ({ page }) => {
  const me = page.waitForResponse((r) => r.url().endsWith('/back/api/v1/desk/me'));
  await page.goto('/en/desk');
  expect((await me).status()).toBe(200);
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Send the code' })).toBeVisible();
  // the fixture fails the test on any console error, a refused request among them
});

test('every desk screen fits a 390 px phone: nothing scrolls sideways', async ({ page }) => {
  test.setTimeout(120_000);
  // the zones screen's map asks for tiles this closed network cannot reach: a blank tile answers, so that
  // any other failed request still fails the test
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }));
  addStaff(server(), OWNER, 'owner');
  await signInAtDesk(page, server(), OWNER, { anyBoard: true });
  const t = dictionary('en');
  const nav = page.getByRole('navigation', { name: t('desk.nav.label') });
  const overflow: Record<string, number> = {};
  for (const id of SECTIONS) {
    const button = nav.getByRole('button', { name: t(`desk.nav.${id}`) });
    await button.click();
    await expect(button).toHaveAttribute('aria-current', 'page');
    // the section's data (the menu's dish table, the map's tiles) is in before the width is read
    await page.waitForLoadState('networkidle');
    overflow[id] = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }
  expect(overflow).toEqual(Object.fromEntries(SECTIONS.map((id) => [id, 0])));
});
