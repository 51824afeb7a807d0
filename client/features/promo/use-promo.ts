import { useEffect, useRef, useState } from 'react';
import type { PopupSlider } from '../../../shared/api/types';
import { createLocalStore } from '../../browser/local-store';
import { useLocalStore } from '../../browser/use-local-store';
import { hasPromo, isEditing, PROMO_CLOSED_KEY, PROMO_DELAY_MS, promoKey, promoWait } from './promo-rules';

const closedPromo = createLocalStore<string>(PROMO_CLOSED_KEY, (raw) => (typeof raw === 'string' ? raw : ''), '');

/** What the pop-up asks the page: the time, and whether the shopper is in a field. */
export interface PromoEnv {
  now(): number;
  editing(): boolean;
}
const browserEnv: PromoEnv = { now: () => Date.now(), editing: () => isEditing(document.activeElement) };

/**
 * Whether the pop-up shows: only with promo data, no sooner than PROMO_DELAY_MS after that data is
 * there, then only at a quiet moment (no field focused, no keystroke for PROMO_QUIET_MS) while
 * nothing `blocked` it; never again for a promo the shopper closed (a different promo shows again).
 */
export function usePromo(
  popup: PopupSlider | null | undefined,
  { blocked = false, env = browserEnv }: { blocked?: boolean; env?: PromoEnv } = {},
) {
  const closedKey = useLocalStore(closedPromo);
  const key = hasPromo(popup) ? promoKey(popup) : null;
  const [dueKey, setDueKey] = useState<string | null>(null);
  const [shownKey, setShownKey] = useState<string | null>(null);
  const lastActivity = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => setDueKey(key), PROMO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);

  // keystrokes anywhere, from the start: typing across the 3 s mark still counts as typing
  const waiting = key !== null && shownKey !== key;
  useEffect(() => {
    if (!waiting) return;
    const mark = () => {
      lastActivity.current = env.now();
    };
    document.addEventListener('keydown', mark, true);
    document.addEventListener('input', mark, true);
    return () => {
      document.removeEventListener('keydown', mark, true);
      document.removeEventListener('input', mark, true);
    };
  }, [waiting, env]);

  useEffect(() => {
    if (key === null || dueKey !== key || shownKey === key || blocked) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const wait = promoWait(env.now(), lastActivity.current, env.editing());
      if (wait === 0) setShownKey(key);
      else timer = setTimeout(check, wait);
    };
    check();
    return () => clearTimeout(timer);
  }, [key, dueKey, shownKey, blocked, env]);

  return {
    visible: key !== null && shownKey === key && closedKey !== key,
    close: () => {
      if (key !== null) closedPromo.set(() => key);
    },
  };
}
