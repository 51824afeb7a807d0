import type { APIRequestContext, BrowserContext } from '@playwright/test';
import type { PopupSlider } from '../../shared/api/types';
import { PROMO_CLOSED_KEY, promoKey } from '../../client/features/promo/promo-rules';

/** Marks the current promo as closed before any page loads, so the 3 s pop-up does not cover other steps. */
export async function dismissPromo(context: BrowserContext, request: APIRequestContext) {
  const body = (await (await request.get('/back/api/v1/pupup-slider')).json()) as { data: PopupSlider | null };
  if (!body.data) return;
  await context.addInitScript(
    ([key, value]) => {
      // init scripts also run in a new page's about:blank, which has no storage of its own
      if (location.protocol.startsWith('http')) localStorage.setItem(key, JSON.stringify(value));
    },
    [PROMO_CLOSED_KEY, promoKey(body.data)] as const,
  );
}
