import { chromium } from 'playwright';
import { startServer, stopServer } from '/work/main/tests/e2e/server';
const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror', e.message, e.stack?.slice(0, 500)));
  await page.goto(server.url + (process.env.P ?? '/en'));
  await page.waitForTimeout(3000);
  console.log('hydrated', await page.evaluate(() => document.documentElement.dataset.hydrated));
} finally { await browser.close(); await stopServer(server); }
