import { useEffect, useState } from 'react';
import type { PopupSlider } from '../../../shared/api/types';
import { createLocalStore } from '../../browser/local-store';
import { useLocalStore } from '../../browser/use-local-store';
import { hasPromo, PROMO_CLOSED_KEY, PROMO_DELAY_MS, promoKey } from './promo-rules';

const closedPromo = createLocalStore<string>(PROMO_CLOSED_KEY, (raw) => (typeof raw === 'string' ? raw : ''), '');

/**
 * Whether the pop-up shows: only with promo data, only PROMO_DELAY_MS after that data is there,
 * and never again for a promo the shopper closed (a different promo shows again).
 */
export function usePromo(popup: PopupSlider | null | undefined) {
  const closedKey = useLocalStore(closedPromo);
  const key = hasPromo(popup) ? promoKey(popup) : null;
  const [shownKey, setShownKey] = useState<string | null>(null);

  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => setShownKey(key), PROMO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);

  return {
    visible: key !== null && shownKey === key && closedKey !== key,
    close: () => {
      if (key !== null) closedPromo.set(() => key);
    },
  };
}
