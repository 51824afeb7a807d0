import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, readSmsCode, test, waitForHydration } from './fixtures';
import { workerReady } from './offline-helpers';
import { dialog, mobilePhone, openHome, orderFromBasket, profileButton, signUp } from './account-helpers';

test.use({ serviceWorkers: 'allow' });

// Issue 35's repeat visit (docs/decisions/026-guest-pages-from-the-worker.md): a guest's browser gets the home
// the worker kept at once, the network refreshing it meanwhile; a signed-in shopper's browser never gets a kept
// page first. The network's answers to the home are told apart here by a mark this test adds to them.
const FROM_NETWORK = '<meta name="test-from-network" content="1">';

/** From now on each answer of the network to the home carries FROM_NETWORK (the kept copy does not). */
async function markNetworkHomes(context: BrowserContext) {
  const asked: Request[] = [];
  // the page's own navigation and the worker's fetch of it (the only requests of this URL)
  await context.route(/^https?:\/\/[^/]+\/en$/, async (route) => {
    asked.push(route.request());
    const response = await route.fetch();
    const body = (await response.text()).replace('<head>', `<head>${FROM_NETWORK}`);
    await route.fulfill({ response, body });
  });
  return asked;
}

const fromNetwork = (page: Page) => page.evaluate(() => document.querySelector('meta[name="test-from-network"]') !== null);
const keptHome = (page: Page) =>
  page.evaluate(async () => {
    const kept = await (await caches.open('shop-pages')).match(new URL('/en', location.href).href);
    return kept ? (await kept.text()).includes('test-from-network') : undefined;
  });

/** The profile button opens the account, not the sign-in. */
async function signedIn(page: Page) {
  await profileButton(page).click();
  await expect(dialog(page)).toHaveAccessibleName('Profile');
}

/** A first visit on a dish's page: the worker, once active, keeps the page and its language's home. */
async function firstVisit(page: Page) {
  await page.goto('/en/products/1');
  await waitForHydration(page);
  await workerReady(page);
  await expect.poll(() => keptHome(page)).toBe(false);
}

test("a guest's repeat visit opens the worker's kept home before the network's, and orders once", async ({ page, context }) => {
  await firstVisit(page);
  await page.close();

  const asked = await markNetworkHomes(context);
  const repeat = await context.newPage();
  const orders: string[] = [];
  repeat.on('request', (request) => {
    if (request.method() === 'POST' && /\/orders-web$/.test(request.url())) orders.push(request.url());
  });
  await openHome(repeat);
  // the kept copy, shown though the network answered too: its answer is kept for the next visit
  expect(await fromNetwork(repeat)).toBe(false);
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await expect.poll(() => keptHome(repeat)).toBe(true);

  await orderFromBasket(repeat);
  expect(orders).toHaveLength(1);
});

test("a shopper who signed in on a worker's page gets the network's home, never the kept guest page", async ({ page, context }) => {
  await firstVisit(page);
  await signUp(page);
  await page.close();

  await markNetworkHomes(context);
  const repeat = await context.newPage();
  // one navigation: not a kept guest page first, loaded again once the network said otherwise
  const navigations: string[] = [];
  repeat.on('request', (request) => void (request.isNavigationRequest() && !request.serviceWorker() && navigations.push(request.url())));
  await openHome(repeat);
  expect(await fromNetwork(repeat)).toBe(true);
  await signedIn(repeat);
  expect(navigations).toHaveLength(1);
});

test('a session the worker never saw: the kept guest page, if shown, gives way to the network’s at once', async ({ page, context }) => {
  await firstVisit(page);
  // signed in outside any page the worker controls (the context's own requests share its cookies)
  const phone = mobilePhone();
  const asked = Date.now() - 1000;
  const register = await context.request.post('/back/api/v1/register', {
    data: { name: 'Aýna', surname: 'Orazowa', phone, email: 'ayna@example.tm' },
  });
  expect(register.status(), await register.text()).toBeLessThan(300);
  const verify = await context.request.post('/api/auth/verify', {
    data: { phone, otp: await readSmsCode(phone, asked) },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  await page.close();

  await markNetworkHomes(context);
  const repeat = await context.newPage();
  await repeat.goto('/en');
  await expect.poll(() => fromNetwork(repeat).catch(() => false)).toBe(true);
  await waitForHydration(repeat);
  await signedIn(repeat);
});
