// What the browsing specs (browsing.spec.ts, browsing-panels.spec.ts) share: the page's main part, a dish's
// card by name, the header's basket button. The seeded demo menu: dish 1 is Palow / Плов / Plov (45.00),
// dish 2 Dograma / Дограма (38.00).
import type { Page } from '@playwright/test';

export const main = (page: Page) => page.getByRole('main');
export const card = (page: Page, name: string) => main(page).getByRole('article', { name, exact: true }).first();
export const headerBasket = (page: Page) => page.getByRole('banner').getByRole('button', { name: /TMT/ });
