// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import type { DeskEstimates } from '../../../../shared/estimate';
import type { DeskMove } from '../../../../shared/api/desk';
import { SuggestedAccept } from './suggested-accept';

const estimates = (suggested: DeskEstimates['suggested']): DeskEstimates => ({
  busy: { extra_minutes: 15, until: '2026-11-21T08:00:00.000Z' },
  zones: [],
  suggested,
});
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the accept dialog's default", () => {
  it("offers the order's zone estimate with busy minutes, sent as the clock time it comes to in Ashgabat", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T07:00:20.000Z')); // 12:00 in Ashgabat
    scriptedFetch({ 'GET /back/api/v1/desk/estimates': ok(estimates([{ order_id: 7, minutes: 48 }])) });
    const moves: DeskMove[] = [];
    renderWithShop(<SuggestedAccept orderId={7} disabled={false} onAccept={(m) => moves.push(m)} />, { queryClient: client() });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept in 48 min (suggested)' }));
    expect(moves).toEqual([{ kind: 'accept', id: 7, time: '12:49', day: 'today' }]);
  });

  it('offers nothing for an order the server suggests nothing for', async () => {
    scriptedFetch({ 'GET /back/api/v1/desk/estimates': ok(estimates([{ order_id: 8, minutes: 30 }])) });
    renderWithShop(
      <>
        <SuggestedAccept orderId={7} disabled={false} onAccept={() => undefined} />
        <SuggestedAccept orderId={8} disabled={false} onAccept={() => undefined} />
      </>,
      { queryClient: client() },
    );
    await screen.findByRole('button', { name: 'Accept in 30 min (suggested)' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('asks once more for a card newer than the estimates it has (its event brought only the order)', async () => {
    let reads = 0;
    scriptedFetch({ 'GET /back/api/v1/desk/estimates': () => ok(estimates(++reads === 1 ? [] : [{ order_id: 9, minutes: 75 }])) });
    renderWithShop(<SuggestedAccept orderId={9} disabled={false} onAccept={() => undefined} />, { queryClient: client() });
    expect(await screen.findByRole('button', { name: 'Accept in 75 min (suggested)' })).toBeInstanceOf(HTMLButtonElement);
    expect(reads).toBe(2);
  });
});
