// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import { everyDay, type ShopStatus } from '../../../../shared/shop-week';
import { initialCheckout } from '../checkout-rules';
import { DeliverySection } from './delivery-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = (week: ShopStatus['hours']['week']): ShopStatus => ({
  state: 'open',
  lastOrderAt: '2026-11-25T18:00:00.000Z',
  hours: { week, closures: [], last_order_minutes: 0 },
  pause: null,
  sold_out: [],
});

const section = () => (
  <DeliverySection values={{ ...initialCheckout, when: 'at' }} set={() => {}} shows={() => false} touch={() => {}} refused={{}} />
);

// Issue 38, item 4: the configured hours are 10:00–23:00 (tests/helpers/harness.tsx); the owner saved others.
describe('the checkout says the hours the owner saved', () => {
  it('round the clock, not "from 10:00 to 23:00"', async () => {
    scriptedFetch({ 'GET /back/api/v1/shop/status': ok(saved(everyDay({ opens: '00:00', closes: '00:00' }).week)) });
    renderWithShop(section());
    expect((await screen.findByText(/We deliver/)).textContent).toBe('We deliver: round the clock');
  });

  it('a week with different days and a day off, day by day', async () => {
    const weekday = { opens: '11:00', closes: '22:00' };
    const week = [weekday, weekday, weekday, weekday, weekday, { opens: '12:00', closes: '02:00' }, null];
    scriptedFetch({ 'GET /back/api/v1/shop/status': ok(saved(week)) });
    renderWithShop(section());
    expect((await screen.findByText(/We deliver/)).textContent).toBe('We deliver: Mon–Fri 11:00–22:00, Sat 12:00–02:00, Sun closed');
  });
});
