// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnPreloadError } from './build-version';
import { createReloadPolicy, RELOAD_WINDOW_MS, type ReloadEnv } from './chunk-errors';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function setup({ pageCode = false } = {}) {
  const env = { now: 1_000_000, online: true, loads: [] as string[] };
  const storage = new Map<string, string>();
  const reloadEnv: ReloadEnv = {
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    now: () => env.now,
    isOnline: () => env.online,
    load: (href) => void env.loads.push(href),
  };
  const failure = { set: vi.fn() };
  const policy = createReloadPolicy(reloadEnv, failure as never);
  cleanups.push(reloadOnPreloadError(policy, () => pageCode));
  const fire = (payload: unknown = new TypeError('Failed to fetch dynamically imported module')) => {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { env, failure, fire, reloadEnv };
}

describe('reloadOnPreloadError', () => {
  it('reloads once, then (the reloaded page failing again within 30 s) shows the notice instead', () => {
    const { env, failure, fire, reloadEnv } = setup();
    expect(fire()).toBe(true);
    expect(env.loads).toHaveLength(1);
    expect(failure.set).not.toHaveBeenCalled();

    cleanups.splice(0).forEach((cleanup) => cleanup()); // the page reloaded: a new listener, the same session
    cleanups.push(reloadOnPreloadError(createReloadPolicy(reloadEnv, failure as never), () => false));
    env.now += 20_000;
    expect(fire()).toBe(false);
    expect(env.loads).toHaveLength(1);
    expect(failure.set).toHaveBeenCalledTimes(1);
  });

  it('never reloads offline, and leaves the error to the code that asked', () => {
    const { env, failure, fire } = setup();
    env.online = false;
    expect(fire()).toBe(false);
    expect(env.loads).toEqual([]);
    expect(failure.set).not.toHaveBeenCalled();
  });

  it('leaves a page chunk to the route guard', () => {
    const { env, fire } = setup({ pageCode: true });
    expect(fire()).toBe(false);
    expect(env.loads).toEqual([]);
  });

  it('lets the script load when only its stylesheet failed', () => {
    const { env, fire } = setup();
    env.online = false;
    expect(fire(new Error('Unable to preload CSS for /assets/map-picker.css'))).toBe(true);
    expect(env.loads).toEqual([]);
  });
});

describe('the reload policy', () => {
  it('reloads at most once per path per 30 s, then shows the notice', () => {
    const { env, failure, reloadEnv } = setup();
    const policy = createReloadPolicy(reloadEnv, failure as never);
    expect(policy.chunkFailed('http://shop/en/products')).toBe('reloading');
    expect(env.loads).toEqual(['http://shop/en/products']);

    // the reloaded page (a new policy, the same session storage) fails again 29.9 s later
    const next = () => createReloadPolicy(reloadEnv, failure as never);
    env.now += RELOAD_WINDOW_MS - 100;
    expect(next().chunkFailed('http://shop/en/products?page=2')).toBe('failed');
    expect(failure.set).toHaveBeenCalledTimes(1);
    expect(env.loads).toHaveLength(1);

    // another path has its own allowance; the same path again after 30 s too
    expect(next().chunkFailed('http://shop/en/catalogue')).toBe('reloading');
    env.now += 100;
    expect(next().chunkFailed('http://shop/en/products')).toBe('reloading');
    expect(env.loads).toEqual(['http://shop/en/products', 'http://shop/en/catalogue', 'http://shop/en/products']);
  });

  it('never loads a page while offline, whether for a failed chunk or a new build', () => {
    const { env, failure, reloadEnv } = setup();
    const policy = createReloadPolicy(reloadEnv, failure as never);
    env.online = false;
    expect(policy.chunkFailed('http://shop/en/checkout')).toBe('offline');
    expect(policy.fullLoad('http://shop/en/products')).toBe(false);
    expect(env.loads).toEqual([]);
    expect(failure.set).not.toHaveBeenCalled();
    // back online, the allowance was not used up by the offline failure
    env.online = true;
    expect(policy.chunkFailed('http://shop/en/checkout')).toBe('reloading');
  });

  it('does not reload when it cannot count reloads', () => {
    const { env, failure, reloadEnv } = setup();
    const policy = createReloadPolicy(
      {
        ...reloadEnv,
        storage: {
          getItem: () => {
            throw new Error('denied');
          },
          setItem: () => {},
        },
      },
      failure as never,
    );
    expect(policy.chunkFailed('http://shop/en')).toBe('failed');
    expect(env.loads).toEqual([]);
  });
});
