import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/logger';
import { seedIfEmpty } from '../../server/db/seed';
import type { Database } from '../../server/db/connection';
import { productionRenderer } from '../../server/ssr/renderer';
import { createTestDatabase } from '../helpers/database';
import { HTML_BASKET_COOKIE } from '../../shared/html-basket';
import { guestCheckoutForm } from './support';

// Issue 35: the production storefront with a lagging event loop sheds reads, never an order being
// placed (server/http/admission.ts): the JSON checkout's post, the HTML checkout's form, its
// refusal rendered again and the confirmation it leads to.
let database: Database;
let server: Server;
let url: string;
let dish: number;
let delay = 0;

beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  await seedIfEmpty(database);
  dish = (await database.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  // always open, so the order is not refused for the hour the test runs at
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PAGE_CACHE_TTL_MS: '0',
    SHOP_OPENS: '00:00',
    SHOP_CLOSES: '00:00',
  });
  const app = createApp({ config, database, logger: createLogger(config), renderer: productionRenderer(), eventLoopDelay: () => delay });
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await database.close();
});

const postForm = (path: string, body: URLSearchParams) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
      Cookie: `${HTML_BASKET_COOKIE}=${dish}.1`,
    },
    body,
  });

describe('a lagging server and an order', () => {
  it('refuses the menu with 503 but places a guest order from the JSON checkout', async () => {
    delay = 1000;
    expect((await fetch(`${url}/back/api/v1/categories`)).status).toBe(503);
    expect((await fetch(`${url}/en/catalogue`)).status).toBe(503);
    const placed = await fetch(`${url}/back/api/v1/orders-web`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'Accept-Language': 'en' },
      body: JSON.stringify({
        name: 'Merjen',
        phone: '+99365999999',
        address: 'Bitarap Türkmenistan 12',
        payment_method: 'cash',
        delivery_time: 'asap',
        items: [{ product_id: dish, quantity: 1 }],
      }),
    });
    expect(placed.status).toBe(201);
    expect((await placed.json()).data.number).toEqual(expect.any(String));
  });

  it('places the HTML form and renders its confirmation; a refused form is its page again with the reasons, not the busy page', async () => {
    delay = 1000;
    const refused = await postForm('/en/checkout', guestCheckoutForm({ phone: '+99312345678' }));
    expect(refused.status).toBe(422);
    const page = await refused.text();
    expect(page).not.toContain('We are very busy right now');
    expect(page).toContain('value="Aýgül"');
    const placed = await postForm('/en/checkout', guestCheckoutForm());
    expect(placed.status).toBe(303);
    const confirmation = placed.headers.get('location')!;
    expect(confirmation).toMatch(/^\/en\/checkout\/done\/[\w-]{43}$/);
    const done = await fetch(`${url}${confirmation}`);
    expect(done.status).toBe(200);
    expect(await done.text()).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    // the tracking page is a read like the menu: shed while the loop lags, there once it keeps up
    const tracking = confirmation.replace('/checkout/done/', '/track/');
    expect((await fetch(`${url}${tracking}`)).status).toBe(503);
    delay = 0;
    expect((await fetch(`${url}${tracking}`)).status).toBe(200);
  });
});
