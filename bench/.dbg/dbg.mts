import { chromium, request } from '@playwright/test';
import { dismissPromo } from '../../tests/e2e/promo-helper';
import { startServer, stopServer } from '../../tests/e2e/server';
const server = await startServer({ LOG_LEVEL: 'info' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, locale: 'en-US', serviceWorkers: 'allow' });
  const api = await request.newContext({ baseURL: server.url });
  await dismissPromo(context, api);
  const page = await context.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('framenavigated', (f) => f === page.mainFrame() && console.log('nav', Date.now() - t0, f.url()));
  page.on('requestfinished', (r) => r.url().includes('/assets/') && console.log('fin', Date.now() - t0, r.url().replace(server.url, '')));
  page.on('request', (r) => console.log('req', Date.now() - t0, r.method(), r.url().replace(server.url, ''), r.serviceWorker() ? 'SW' : ''));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 280, downloadThroughput: 4000, uploadThroughput: 4000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const t0 = Date.now();
  await page.goto(`${server.url}/en`, { waitUntil: 'commit' });
  const add = page.locator('main button[aria-label^="Add to basket: "]').first();
  await add.waitFor({ state: 'visible', timeout: 120000 });
  console.log('button', Date.now() - t0);
  await add.tap({ timeout: 120000 });
  console.log('tapped', Date.now() - t0);
  await page.getByRole('banner').locator('.header-action--basket').click({ timeout: 120000 });
  console.log('basket clicked', Date.now() - t0, await context.cookies());
  const name = page.getByRole('main').getByLabel('Name', { exact: true });
  for (let i = 0; i < 60; i++) {
    const st = await page.evaluate(() => { const el = document.querySelector('input[name="name"]'); const r = el?.getBoundingClientRect(); return el ? `${r!.width}x${r!.height} ${getComputedStyle(el).visibility} ${document.readyState} sheets=${document.styleSheets.length}` : 'none ' + document.readyState; }).catch((e) => 'err ' + e.message.slice(0, 80));
    console.log('poll', Date.now() - t0, page.url().replace(server.url, ''), st, await name.isVisible().catch(() => 'x'));
    if (await name.isVisible().catch(() => false)) break;
    await page.waitForTimeout(2000);
  }
  await page.screenshot({ path: '/tmp/h35dbg/shot.png' });
} finally {
  await browser.close();
  await stopServer(server);
}
