import type { Page } from '@playwright/test';

/** Where the storefront keeps a guest's basket (client/features/basket/guest-store.ts): version 2, lines of dish + choices. */
export const GUEST_BASKET_KEY = 'shop.basket.v2';

/**
 * The guest basket as the browser stores it, as line key → quantity ("1" a dish alone, "5_11_21" with
 * its choices); `{}` when there is none. A basket in another format than version 2 fails the test.
 */
export const storedGuestBasket = (page: Page): Promise<Record<string, number>> =>
  page.evaluate((key) => {
    const raw = JSON.parse(localStorage.getItem(key) ?? '{"v":2,"lines":[]}') as {
      v: number;
      lines: { product_id: number; choices: number[]; quantity: number }[];
    };
    if (raw.v !== 2) throw new Error(`guest basket stored as version ${raw.v}`);
    return Object.fromEntries(raw.lines.map((l) => [[l.product_id, ...l.choices].join('_'), l.quantity]));
  }, GUEST_BASKET_KEY);
