import { useEffect } from 'react';
import { useAppContext } from '../../../app-context';
import { guestBasketStore } from '../guest-store';
import { fromHtmlBasket, mergeGuestLines } from '../guest-basket';

/** POST here (same-origin JSON) clears the HTML path's basket cookie once the scripts hold its lines. */
export const HTML_BASKET_HANDOFF_PATH = '/basket/handoff';

/**
 * Once hydrated, the HTML path's basket (the cookie the page was rendered with) joins the stored
 * basket by the merge rule of shared/html-basket.ts (guest-basket.ts mergeGuestLines: the larger quantity per line), and the server forgets the cookie. If that call
 * fails, the next page brings the same lines again and the merge leaves them as they are (nothing doubles).
 */
export function useHtmlBasketHandoff() {
  const { htmlBasket } = useAppContext();
  useEffect(() => {
    if (!htmlBasket) return;
    guestBasketStore.set((stored) => mergeGuestLines(stored, fromHtmlBasket(htmlBasket).lines));
    void fetch(HTML_BASKET_HANDOFF_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }).catch(() => {});
  }, [htmlBasket]);
}
