// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storefrontTree, testProduct, type ApiHandler } from '../../../../tests/helpers/harness';
import type { ShopStatus } from '../../../../shared/shop-week';
import { GUEST_BASKET_KEY } from '../../basket/guest-store';
import { BasketControl } from '../../basket/components/basket-control';
import { ShopStatusBanner } from './shop-status-banner';

const plov = testProduct(1, 'Plov', '45.00');
const week = Array.from({ length: 7 }, () => ({ opens: '10:00', closes: '23:00' }));
const status = (patch: Partial<ShopStatus>): ShopStatus =>
  ({
    state: 'open',
    lastOrderAt: '2026-03-02T18:00:00.000Z',
    hours: { week, closures: [], last_order_minutes: 0 },
    pause: null,
    sold_out: [],
    ...patch,
  }) as ShopStatus;

const answering =
  (shop: ShopStatus): ApiHandler =>
  (url) => {
    if (url.pathname.endsWith('/shop/status')) return { status: 200, body: { success: true, data: shop } };
    if (url.pathname.endsWith('/products')) return { status: 200, body: { success: true, data: [plov] } };
    if (url.pathname.endsWith('/user')) return { status: 401, body: { success: false, error: 'unauthorized', message: 'Sign in' } };
  };

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('shop status on the storefront', () => {
  it('a sold-out dish shows the mark instead of the add button', async () => {
    render(storefrontTree(<BasketControl product={plov} name="Plov" />, { handler: answering(status({ sold_out: [1] })) }).tree);
    expect(await screen.findByText('Sold out')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add to basket: Plov' })).toBeNull();
  });

  it('a sold-out dish already in the basket may only go down', async () => {
    localStorage.setItem(GUEST_BASKET_KEY, JSON.stringify({ 1: 2 }));
    render(storefrontTree(<BasketControl product={plov} name="Plov" />, { handler: answering(status({ sold_out: [1] })) }).tree);
    await screen.findByText('Sold out');
    expect(((await screen.findByRole('button', { name: 'Plov: one more' })) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Plov: one less' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a dish on sale keeps its add button; an open shop shows no banner', async () => {
    render(
      storefrontTree(
        <>
          <ShopStatusBanner />
          <BasketControl product={plov} name="Plov" />
        </>,
        { handler: answering(status({ sold_out: [2] })) },
      ).tree,
    );
    expect(await screen.findByRole('button', { name: 'Add to basket: Plov' })).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a pause shows when it ends and why', async () => {
    const paused = status({ state: 'paused', until: '2026-03-02T08:00:00.000Z', reason: 'Kitchen full' } as Partial<ShopStatus>);
    render(storefrontTree(<ShopStatusBanner />, { handler: answering(paused) }).tree);
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain('We are not taking orders for now — back at 13:00.');
    expect(banner.textContent).toContain('Kitchen full');
  });

  it('busy mode, while the shop is open, says how much longer deliveries take and until when', async () => {
    const busy = status({ busy: { extra_minutes: 30, until: '2026-03-02T08:00:00.000Z' } });
    render(storefrontTree(<ShopStatusBanner />, { handler: answering(busy) }).tree);
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toBe('We are busy right now: deliveries take about 30 min longer than usual, until 13:00.');
  });
});
