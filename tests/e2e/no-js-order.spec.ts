import { expect, test } from './fixtures';
import { mobilePhone, ordersByPhone, setStatus } from './account-helpers';
import { card, headerBasket, LANGUAGES } from './no-js-helpers';

const BROWSER_LOCALE = { tm: 'tk-TM', ru: 'ru-RU', en: 'en-US' } as const;

// Issue 35: the ordering path is HTML the server answers (docs/decisions/014-html-ordering-path.md).
// With JavaScript off a guest fills a basket from the cards, changes it on the checkout, is refused
// once with the reasons by the fields, fixes them, and ends on the confirmation; the tracking link
// shows the order's status, and a reload shows the shop's change of it.
// the refused form is its page again with status 422, which Chromium reports as a failed load
test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 422\b/] });

for (const l of LANGUAGES) {
  test.describe(`in ${l.name}`, () => {
    // the home page "/" speaks the browser's language: Russian for the unprefixed path
    test.use({ locale: BROWSER_LOCALE[l.name] });
    test(`a guest orders without JavaScript, a refusal fixed on the way (${l.name})`, async ({ page, request }) => {
      const { w, plov, dograma } = l;
      await page.goto(l.home);
      // the cards: add, one more; another dish added and taken off again
      await card(page, plov)
        .getByRole('button', { name: `${w('add_to_basket')}: ${plov}` })
        .click();
      await card(page, plov)
        .getByRole('button', { name: w('increase_quantity', { name: plov }) })
        .click();
      await expect(card(page, plov).getByRole('group', { name: w('quantity_of', { name: plov }) })).toContainText('2');
      await card(page, dograma)
        .getByRole('button', { name: `${w('add_to_basket')}: ${dograma}` })
        .click();
      await card(page, dograma)
        .getByRole('button', { name: w('decrease_quantity', { name: dograma }) })
        .click();
      await expect(card(page, dograma).getByRole('button', { name: `${w('add_to_basket')}: ${dograma}` })).toBeVisible();
      await expect(headerBasket(page)).toContainText('90.00');

      // the basket button leads to the checkout, which lists the basket with its own steppers
      await headerBasket(page).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/checkout\\?*$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: w('checkout.title') })).toBeVisible();
      const basket = main.getByRole('region', { name: w('checkout.your_basket') });
      await basket.getByRole('button', { name: w('increase_quantity', { name: plov }) }).click();
      await expect(basket).toContainText(w('checkout.quantity', { quantity: 3, price: '45.00' }));
      await basket.getByRole('button', { name: w('decrease_quantity', { name: plov }) }).click();
      await expect(basket).toContainText(w('checkout.quantity', { quantity: 2, price: '45.00' }));
      // signing in needs the scripts: the page says so and the guest form is right there
      await expect(main.getByText(w('checkout.sign_in_needs_js'))).toBeVisible();

      // a landline and no address: refused, the reasons by the fields, everything typed kept
      await main.getByLabel(w('checkout.name')).fill('Aýna');
      await main.getByLabel(w('checkout.phone')).fill('+99312345678');
      await main.getByLabel(w('address.apartment')).fill('7');
      await main.getByLabel(w('checkout.change_from')).fill('200');
      await main.getByRole('button', { name: w('checkout.submit') }).click();
      await expect(main.getByRole('alert')).toContainText(l.apiError('validation_failed'));
      await expect(main.getByLabel(w('checkout.phone'))).toHaveAccessibleDescription(w('field_errors.phone'));
      await expect(main.getByLabel(w('address.address'), { exact: true })).toHaveAccessibleDescription(w('field_errors.required'));
      await expect(main.getByLabel(w('checkout.name'))).toHaveValue('Aýna');
      await expect(main.getByLabel(w('address.apartment'))).toHaveValue('7');
      await expect(main.getByLabel(w('checkout.change_from'))).toHaveValue('200');

      // fixed: the order is placed and confirmed with its number
      const phone = mobilePhone();
      await main.getByLabel(w('checkout.phone')).fill(`+993${phone}`);
      await main.getByLabel(w('address.address'), { exact: true }).fill('Bitarap Türkmenistan 3');
      await main.getByRole('button', { name: w('checkout.submit') }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/checkout/done/[\\w-]{43}$`));
      await expect(main.getByRole('heading', { level: 1, name: w('checkout.done_title') })).toBeVisible();
      const [order] = (await ordersByPhone(request, phone)) as { id: number; number: string }[];
      await expect(main.getByText(w('checkout.order_number', { number: order.number }))).toBeVisible();
      await expect(headerBasket(page)).toContainText('0.00');

      // the tracking page says the status without scripts; a reload shows the shop's change
      await main.getByRole('link', { name: w('orders.track_link') }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/track/[\\w-]{43}$`));
      const status = main.getByText(`${w('orders.status')}:`);
      await expect(status).toHaveText(`${w('orders.status')}: ${w('order_status.new')}`);
      await setStatus(request, order.id, 'accepted');
      await page.reload();
      await expect(status).toHaveText(`${w('orders.status')}: ${w('order_status.accepted')}`);
    });
  });
}
