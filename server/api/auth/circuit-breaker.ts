/** Thrown instead of calling a dependency that failed too often; says when to come back. */
export class CircuitOpenError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('circuit open');
    this.name = 'CircuitOpenError';
  }
}

export interface CircuitBreakerOptions {
  /** consecutive failures that open the circuit */
  failuresToOpen: number;
  /** how long an open circuit refuses before it lets one try through */
  openMs: number;
  now?: () => number;
  onOpen?: () => void;
}

/**
 * Closed: every call runs, and `failuresToOpen` failures in a row open it. Open: calls fail at
 * once for `openMs`, then exactly one call is let through; its success closes the circuit, its
 * failure opens it for another `openMs`. The state lives in this process only.
 */
export function createCircuitBreaker({ failuresToOpen, openMs, now = Date.now, onOpen }: CircuitBreakerOptions) {
  let failures = 0;
  let openedAt: number | undefined;
  let trying = false;

  /** true when this call is the one try an open circuit lets through */
  function admit(): boolean {
    if (openedAt === undefined) return false;
    const wait = openedAt + openMs - now();
    // while the one try is out, the others still fail fast
    if (wait > 0 || trying) throw new CircuitOpenError(Math.max(wait, 1000));
    trying = true;
    return true;
  }

  function open(): void {
    openedAt = now();
    onOpen?.();
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      const trial = admit();
      try {
        const result = await task();
        failures = 0;
        openedAt = undefined;
        return result;
      } catch (err) {
        failures += 1;
        if (trial || (openedAt === undefined && failures >= failuresToOpen)) open();
        throw err;
      } finally {
        if (trial) trying = false;
      }
    },
  };
}
