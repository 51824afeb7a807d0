import type { PopupSlider } from '../../../shared/api/types';
import { splitLocale } from '../../../shared/locale';

/** The pop-up appears this long after the page is ready (spec: 3 s). */
export const PROMO_DELAY_MS = 3000;

/** It waits for the shopper to have stopped typing this long (issue 12.2: it stole keystrokes). */
export const PROMO_QUIET_MS = 2000;

/** While a field has focus the pop-up looks again this often. */
export const PROMO_RECHECK_MS = 500;

/** Pages where a pop-up would get in the way of the shopper's own task, in any language. */
// the checkout (a shopper filling a form) and the restaurant's desk (staff at work) never get a promo
export const isPromoFreePath = (pathname: string) => /^\/(?:checkout|desk)(?:[/?#]|$)/.test(splitLocale(pathname).path);

/** Something the shopper may be typing into: the pop-up never takes focus from it. */
export function isEditing(element: Element | null): boolean {
  if (!element) return false;
  return element.matches('input, textarea, select') || (element instanceof HTMLElement && element.isContentEditable);
}

/**
 * How long the pop-up, already due, still waits: 0 = open now. It waits while a field has focus
 * and until PROMO_QUIET_MS after the last keystroke.
 */
export function promoWait(now: number, lastActivity: number, editing: boolean): number {
  if (editing) return PROMO_RECHECK_MS;
  return Math.max(0, lastActivity + PROMO_QUIET_MS - now);
}

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
