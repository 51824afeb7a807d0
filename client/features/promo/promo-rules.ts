import type { PopupSlider } from '../../../shared/api/types';

/** The pop-up appears this long after the page is ready (spec: 3 s). */
export const PROMO_DELAY_MS = 3000;

/** localStorage key holding the key of the promo the shopper closed. */
export const PROMO_CLOSED_KEY = 'shop.promo.closed.v1';

/** A promo with nothing to show counts as no promo. */
export function hasPromo(popup: PopupSlider | null | undefined): popup is PopupSlider {
  return !!popup && Object.values(popup.image ?? {}).some(Boolean);
}

/** A short hash of the promo's content: a changed image or link is a new promo, shown again. */
export function promoKey(popup: PopupSlider): string {
  const text = JSON.stringify([popup.url.tm, popup.url.ru, popup.url.en, popup.image.tm, popup.image.ru, popup.image.en]);
  let hash = 0x811c9dc5; // FNV-1a, 32 bit
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
