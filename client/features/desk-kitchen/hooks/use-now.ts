import { useEffect, useState } from 'react';

/**
 * The time now on the server's clock (epoch ms), ticking every `everyMs`: a tablet whose own clock is
 * wrong still counts a card's minutes right. `skewMs` is the server's time minus the tablet's.
 */
export function useServerNow(skewMs: number, everyMs = 10_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now + skewMs;
}
