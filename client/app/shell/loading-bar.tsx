import { useEffect, useState } from 'react';
import { useNavigationState } from '../../router/router-state';

/** Spec §9: the bar appears only when a navigation is still pending after 200 ms; 3 px; runs over 2000 ms. */
export const LOADING_BAR_DELAY_MS = 200;

export function LoadingBar() {
  const pending = useNavigationState().state !== 'idle';
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!pending) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), LOADING_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  // the width animation (CSS, 2000 ms) creeps towards the end; the bar goes when the page arrives
  return shown ? <div className="loading-bar" aria-hidden="true" /> : null;
}
