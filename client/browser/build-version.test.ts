// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnPreloadError } from './build-version';

describe('reloadOnPreloadError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reloads once per path within 10 s, never in a loop', () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, pathname: '/en/products', reload }, configurable: true });
    let now = 1_000_000;
    const storage = window.sessionStorage;
    storage.clear();
    reloadOnPreloadError(storage, () => now);

    const fire = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };

    expect(fire()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 5_000; // the reloaded page fails again within 10 s: let the error surface instead
    expect(fire()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 6_000; // later, another deploy: one more reload is fine
    expect(fire()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
