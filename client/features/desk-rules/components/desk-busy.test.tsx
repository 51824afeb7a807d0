// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import type { BusyMode, DeskEstimates } from '../../../../shared/estimate';
import { DeskBusy } from './desk-busy';

const zones: DeskEstimates['zones'] = [
  { zone_id: 1, name: 'Merkez', configured_minutes: 40, typical_minutes: 33, minutes: 33, basis: { kind: 'orders', orders: 18 } },
  { zone_id: 2, name: 'Çet', configured_minutes: 90, typical_minutes: 90, minutes: 90, basis: { kind: 'zone', orders: 3 } },
];
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('busy mode at the desk', () => {
  it('says what each zone’s estimate rests on, and turns busy mode on with the chosen minutes and length', async () => {
    let busy: BusyMode | null = null;
    const { calls } = scriptedFetch({
      'GET /back/api/v1/desk/estimates': () =>
        ok({ busy, zones: zones.map((z) => ({ ...z, minutes: z.typical_minutes + (busy ? 45 : 0) })), suggested: [] }),
      'POST /back/api/v1/desk/busy': () => ok((busy = { extra_minutes: 45, until: '2026-11-21T08:30:00.000Z' })),
    });
    renderWithShop(<DeskBusy />, { queryClient: client() });
    const section = await screen.findByRole('region', { name: 'Busy mode' });
    expect(await within(section).findByText('Merkez: about 33 min — from the last 18 orders')).toBeInstanceOf(HTMLLIElement);
    expect(within(section).getByText('Çet: about 90 min — zone setting: not enough orders yet (3 of 5)')).toBeInstanceOf(HTMLLIElement);
    expect(within(section).getByRole('status').textContent).toBe('Estimates are as usual.');

    fireEvent.change(within(section).getByLabelText('Add to every estimate'), { target: { value: '45' } });
    fireEvent.change(within(section).getByLabelText('Busy for'), { target: { value: '90' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Turn on busy mode' }));
    expect(await within(section).findByText('Busy: every estimate is 45 min longer until 13:30.')).toBeInstanceOf(HTMLParagraphElement);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ extra_minutes: 45, length_minutes: 90 });
    expect(within(section).getByText(/Merkez: about 33 min/).textContent).toContain('shoppers are told 78 min with busy mode');
    expect(within(section).getByRole('button', { name: 'End busy mode' })).toBeInstanceOf(HTMLButtonElement);
  });
});
