import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, FAILED_LOAD, test as shop } from './fixtures';

// Issue 39: Chromium's own installability check (the one behind "Install app" and Android's
// home-screen prompt) finds nothing missing for the shop in each language, nor for the desk. The
// check refuses incognito windows, which Playwright's contexts are: this spec's is a real profile.
const test = shop.extend({
  context: async ({ launchOptions, baseURL, extraHTTPHeaders }, use) => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      extraHTTPHeaders,
      serviceWorkers: 'allow',
    });
    await use(context);
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  },
});
// the desk asks who is signed in: a 401 for nobody
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

for (const path of ['/', '/en', '/tm', '/desk']) {
  test(`${path} is installable as an app`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('load');
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(new URL(url).pathname).toMatch(/manifest\.webmanifest$/);
  });
}
