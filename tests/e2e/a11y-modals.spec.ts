import { locales } from '../../shared/locale';
import { browserLocale, dictionary, expectAccessibleDialog, pathIn } from './a11y-helpers';
import { expect, test, waitForHydration } from './fixtures';

// Every modal of the shell in every language through axe, 0 violations of any impact: the panels
// (basket and favourites with a dish in them, catalogue, the mobile menu), the chat, the product
// modal and the promo. The sign-in, account and address modals are in a11y-account.spec.ts.

for (const locale of locales) {
  const t = dictionary(locale);

  test.describe(`${locale}`, () => {
    test.use({ locale: browserLocale[locale] });

    test('the basket, favourites and catalogue panels, the chat and the product modal have no accessibility violations', async ({
      page,
    }) => {
      await page.goto(pathIn('/', locale));
      await waitForHydration(page);
      const card = page.getByRole('main').getByRole('article').first();
      const name = (await card.getAttribute('aria-label'))!;
      await card.getByRole('button', { name: `${t('add_to_basket')}: ${name}` }).click();
      await card.getByRole('button', { name: t('favourite_toggle', { name }) }).click();
      const banner = page.getByRole('banner');

      await banner.getByRole('button', { name: new RegExp(t('shell.basket')) }).click();
      await expect(page.getByRole('dialog')).toContainText(name);
      await expectAccessibleDialog(page, t('modals.basket'));
      await page.keyboard.press('Escape');

      await banner.getByRole('button', { name: new RegExp(t('shell.favourites')) }).click();
      await expect(page.getByRole('dialog')).toContainText(name);
      await expectAccessibleDialog(page, t('modals.favourites'));
      await page.keyboard.press('Escape');

      await banner.getByRole('button', { name: t('shell.catalogue'), exact: true }).click();
      await expectAccessibleDialog(page, t('modals.catalogue'));
      await page.keyboard.press('Escape');

      await page
        .getByRole('button', { name: t('shell.chat'), exact: true })
        .first()
        .click();
      await expectAccessibleDialog(page, t('modals.chat'));
      await page.keyboard.press('Escape');

      await card.getByRole('link').first().click();
      await expect(page).toHaveURL(/product_id=\d+/);
      await expectAccessibleDialog(page, name);
    });

    test('the mobile menu has no accessibility violations', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(pathIn('/', locale));
      await waitForHydration(page);
      await page.getByRole('button', { name: t('shell.menu'), exact: true }).click();
      await expectAccessibleDialog(page, t('modals.mobile_nav'));
    });

    test.describe('with the promo', () => {
      test.use({ promo: 'shown' });

      test('the promo has no accessibility violations', async ({ page }) => {
        // the promo waits 3 s after the page is ready: the page's clock is moved on instead
        await page.clock.install();
        await page.goto(pathIn('/', locale));
        await waitForHydration(page);
        await page.clock.fastForward(3500);
        await expectAccessibleDialog(page, t('promo_title'));
      });
    });
  });
}
