import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveFulfilment } from '../../server/api/rules/repo';
import { DEFAULT_FULFILMENT } from '../../shared/pickup';
import { HTML_BASKET_COOKIE } from '../../shared/html-basket';
import { PICKUP_ON } from '../helpers/pickup';
import { guestCheckoutForm, startStorefront, type Storefront } from './support';
import en from '../../locales/en.json';
import apiTm from '../../locales/api/tm.json';
import apiRu from '../../locales/api/ru.json';

// The checkout without scripts offers only the ways the owner has on (issue 36): both as radios, one
// alone fixed and (pickup) said, and a form naming a way that is off is refused in the shopper's
// language with nothing placed (docs/decisions/014-html-ordering-path.md, 022-choices-hours-pickup.md).

const BASKET = `${HTML_BASKET_COOKIE}=1.2`;
const radios = (html: string) => [...html.matchAll(/<input type="radio" name="fulfilment"( checked="")? value="(\w+)"/g)].map((m) => m[2]);
const fixed = (html: string) => /<input type="hidden" name="fulfilment" value="(\w+)"\/>/.exec(html)?.[1];
const pageText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

describe('the HTML checkout offers the ways on offer', () => {
  let shop: Storefront;
  // 12:00 in Ashgabat: open
  beforeAll(async () => {
    shop = await startStorefront({}, () => new Date('2026-12-02T07:00:00Z'));
  });
  afterAll(() => shop.close());
  beforeEach(() => saveFulfilment(shop.db, DEFAULT_FULFILMENT));

  const checkout = async (path = '/en/checkout') => {
    const res = await fetch(`${shop.url}${path}`, { headers: { Cookie: BASKET } });
    expect(res.status).toBe(200);
    return pageText(await res.text());
  };
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${shop.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: BASKET, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: guestCheckoutForm(fields),
    });
  const orders = async () => (await shop.db.selectFrom('orders').select('id').execute()).length;

  it('pickup off (as a shop starts): delivery is fixed, no choice is shown, the address is asked', async () => {
    const html = await checkout();
    expect(radios(html)).toEqual([]);
    expect(fixed(html)).toBe('delivery');
    expect(html).not.toContain(en.checkout.pickup);
    expect(html).toContain(`<legend>${en.checkout.delivery_address}</legend>`);
  });

  it('both on: the two ways as radios, delivery first and chosen', async () => {
    await saveFulfilment(shop.db, PICKUP_ON);
    const html = await checkout();
    expect(radios(html)).toEqual(['delivery', 'pickup']);
    expect(html).toContain('<input type="radio" name="fulfilment" checked="" value="delivery"/>');
    expect(fixed(html)).toBeUndefined();
  });

  it('pickup alone: fixed and said with the address; no address asked, no delivery fee', async () => {
    await saveFulfilment(shop.db, { ...PICKUP_ON, delivery_on: false });
    const html = await checkout();
    expect(radios(html)).toEqual([]);
    expect(fixed(html)).toBe('pickup');
    expect(html).toContain(en.checkout.delivery_off);
    expect(html).toContain(en.checkout.pickup_at.replace('{{address}}', PICKUP_ON.address.en));
    expect(html).not.toContain(`<legend>${en.checkout.delivery_address}</legend>`);
    expect(html).toMatch(new RegExp(`<dt>${en.checkout.delivery_fee}</dt><dd>0\\.00 TMT</dd>`));
  });

  it('a form naming a way that is off is refused in the shopper’s language, and nothing is placed', async () => {
    const before = await orders();
    const pickup = await post('/checkout', { fulfilment: 'pickup' });
    expect(pickup.status).toBe(422);
    expect(await pickup.text()).toContain(apiRu.errors.pickup_off);
    expect(pickup.headers.get('set-cookie') ?? '').not.toContain(`${HTML_BASKET_COOKIE}=;`);

    await saveFulfilment(shop.db, { ...PICKUP_ON, delivery_on: false });
    const delivery = await post('/tm/checkout', { fulfilment: 'delivery' });
    expect(delivery.status).toBe(422);
    const page = pageText(await delivery.text());
    expect(page).toContain(apiTm.errors.delivery_off);
    // the form again, offering what is on
    expect(fixed(page)).toBe('pickup');
    expect(await orders()).toBe(before);

    const placed = await post('/tm/checkout', { fulfilment: 'pickup' });
    expect(placed.status).toBe(303);
    expect(await orders()).toBe(before + 1);
  });
});
