import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per checkout attempt: the same key while the order being sent is the same
 * (a double click, a retry after a lost answer), a new one once the shopper changes anything —
 * the server refuses a key reused for a different order. forget() after a success.
 */
export function useIdempotencyKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((order: unknown) => {
    const fingerprint = JSON.stringify(order);
    if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, key: crypto.randomUUID() };
    return current.current.key;
  }, []);
  const forget = useCallback(() => void (current.current = null), []);
  return { keyFor, forget };
}
