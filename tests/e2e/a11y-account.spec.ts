import { locales } from '../../shared/locale';
import { axeViolations, browserLocale, dictionary, expectAccessibleDialog, lighthousePhone, pathIn } from './a11y-helpers';
import { mobilePhone } from './account-helpers';
import { expect, FAILED_LOAD, readSmsCode, test, waitForHydration } from './fixtures';
import { scrollToMap } from './map-helpers';

// The sign-in modal (both tabs and the code step, with an invalid field shown), the account
// modal, the address modal with its map, and the guest checkout form with its map (on a desktop, and
// on Lighthouse's phone as the page opens, then at the map), in every language through axe: 0
// violations of any impact.

// map tiles cannot load offline
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

for (const locale of locales) {
  const t = dictionary(locale);

  test.describe(`${locale}`, () => {
    test.use({ locale: browserLocale[locale] });

    test('the sign-in modal (both steps), the account modal and the address modal with its map have no accessibility violations', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto(pathIn('/', locale));
      await waitForHydration(page);
      const profile = page.getByRole('banner').getByRole('button', { name: t('shell.profile'), exact: true });
      const modal = page.getByRole('dialog');

      await profile.click();
      // an invalid touched field and its message are part of what is checked
      await modal.getByLabel(t('auth.name'), { exact: true }).fill('x');
      await modal.getByLabel(t('auth.name'), { exact: true }).fill('');
      await expect(modal.getByLabel(t('auth.name'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectAccessibleDialog(page, t('modals.auth'));
      await modal.getByRole('tab', { name: t('auth.login') }).click();
      await expectAccessibleDialog(page, t('modals.auth'));
      await modal.getByRole('tab', { name: t('auth.register') }).click();

      const phone = mobilePhone();
      await modal.getByLabel(t('auth.name'), { exact: true }).fill('Aýna');
      await modal.getByLabel(t('auth.surname')).fill('Orazowa');
      await modal.getByLabel(t('auth.phone')).pressSequentially(phone);
      await modal.getByLabel(t('auth.email')).fill('ayna@example.tm');
      const asked = Date.now() - 1000;
      await modal.getByRole('button', { name: t('auth.register_submit') }).click();
      await expect(modal.getByText(t('auth.code_sent', { phone: `+993${phone}` }))).toBeVisible();
      await expectAccessibleDialog(page, t('modals.auth'));

      await modal.getByLabel(t('auth.code_digit', { n: 1, total: 5 })).fill(await readSmsCode(phone, asked));
      await modal.getByRole('button', { name: t('auth.verify') }).click();
      await expect(modal).toHaveCount(0);

      await profile.click();
      await expectAccessibleDialog(page, t('modals.account'));
      await modal.getByRole('button', { name: t('account.my_addresses') }).click();
      await expectAccessibleDialog(page, t('modals.address'));
      await modal.getByRole('button', { name: `+ ${t('address.add')}` }).click();
      await expect(modal.getByLabel(t('address.map_label'))).toBeVisible();
      await expectAccessibleDialog(page, t('modals.address'));
    });

    for (const [device, options] of [
      ['', {}],
      [' on a phone', lighthousePhone],
    ] as const) {
      test.describe(`checkout${device}`, () => {
        test.use(options);

        test(`the guest checkout form with its map has no accessibility violations${device}`, async ({ page }) => {
          await page.goto(pathIn('/', locale));
          await waitForHydration(page);
          const card = page.getByRole('main').getByRole('article').first();
          await card.getByRole('button', { name: `${t('add_to_basket')}: ${await card.getAttribute('aria-label')}` }).click();
          await page.goto(pathIn('/checkout', locale));
          await waitForHydration(page);
          await expect(page.getByRole('main').getByRole('button', { name: t('checkout.submit') })).toBeVisible();
          // as the page opens (where Lighthouse looks): on a phone the fields at the screen's foot meet its bars
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
          expect(await axeViolations(page), 'at the top').toEqual([]);
          await scrollToMap(page.getByRole('main'));
          await expect(page.getByRole('main').getByLabel(t('address.map_label'))).toBeVisible();
          expect(await axeViolations(page), 'at the map').toEqual([]);
        });
      });
    }
  });
}
