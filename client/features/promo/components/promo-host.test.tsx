// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import { PromoHost } from './promo-host';

const popup = {
  url: { tm: '/tm/products', ru: '/products', en: '/en/products' },
  image: { tm: '/p-tm.svg', ru: '/p-ru.svg', en: '/p-en.svg' },
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  scriptedFetch({ 'GET /back/api/v1/pupup-slider': ok(popup) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The pop-up's data arrives, then `ms` pass; its lazy code gets a moment to load. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

describe('promo host', () => {
  it('shows the pop-up on a browsing page once its time has come', async () => {
    renderWithShop(<PromoHost />, { path: '/en/products' });
    await wait(3100);
    expect((await screen.findByRole('dialog')).textContent).toContain('Special offer');
  });

  it.each(['/checkout', '/en/checkout', '/tm/checkout'])('never opens at %s', async (path) => {
    renderWithShop(<PromoHost />, { path });
    await wait(30_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
