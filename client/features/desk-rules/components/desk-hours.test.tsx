// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import type { ShopHours } from '../../../../shared/shop-week';
import { DeskHours } from './desk-hours';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
const day = { opens: '10:00', closes: '23:00' };
const saved: ShopHours = {
  week: [day, day, day, day, day, null, { opens: '12:00', closes: '02:00' }],
  closures: ['2026-03-08'],
  lastOrderMinutes: 30,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the owner's opening hours at the desk", () => {
  it('says Loading until the hours come, then shows them and saves the changed week', async () => {
    const { calls } = scriptedFetch({
      'GET /back/api/v1/desk/hours': ok(saved),
      'PUT /back/api/v1/desk/hours': (call) => ok({ ...saved, lastOrderMinutes: call.body.last_order_minutes }),
    });
    renderWithShop(<DeskHours />, { queryClient: client() });
    expect(screen.getByText('Loading…')).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Opening hours' });
    expect((within(form).getByLabelText('Open on Saturday') as HTMLInputElement).checked).toBe(false);
    expect((within(form).getByLabelText('Closes on Sunday') as HTMLInputElement).value).toBe('02:00');
    fireEvent.click(within(form).getByLabelText('Open on Saturday'));
    fireEvent.change(within(form).getByLabelText('Opens on Saturday'), { target: { value: '11:00' } });
    fireEvent.change(within(form).getByLabelText('Closed on these dates (one per line, YYYY-MM-DD)'), {
      target: { value: '2026-03-08\n 2026-05-09 ' },
    });
    fireEvent.change(within(form).getByLabelText('Last order, minutes before closing'), { target: { value: '45' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save hours' }));
    expect(await within(form).findByRole('status')).toHaveProperty('textContent', 'Saved.');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      {
        week: [day, day, day, day, day, { opens: '11:00', closes: '23:00' }, { opens: '12:00', closes: '02:00' }],
        closures: ['2026-03-08', '2026-05-09'],
        last_order_minutes: 45,
      },
    ]);
  });

  it("shows the server's refusal instead of the form", async () => {
    scriptedFetch({ 'GET /back/api/v1/desk/hours': fail(403, 'owner_only', 'Only the owner can change the hours.') });
    renderWithShop(<DeskHours />, { queryClient: client() });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Only the owner can change the hours.');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
