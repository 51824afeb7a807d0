// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import { DeskKitchenTarget } from './desk-kitchen-target';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the kitchen's target at the desk", () => {
  it('shows the saved minutes and saves new ones, within 5–120', async () => {
    let minutes = 20;
    const { calls } = scriptedFetch({
      'GET /back/api/v1/desk/kitchen-target': () => ok({ minutes }),
      'PUT /back/api/v1/desk/kitchen-target': (call) => ok({ minutes: (minutes = (call.body as { minutes: number }).minutes) }),
    });
    renderWithShop(<DeskKitchenTarget />, { queryClient: client() });
    const form = await screen.findByRole('form', { name: 'Kitchen target' });
    const field = within(form).getByLabelText('Minutes to send an order on') as HTMLInputElement;
    expect([field.value, field.min, field.max]).toEqual(['20', '5', '120']);
    fireEvent.change(field, { target: { value: '15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveProperty('textContent', 'Saved.');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ minutes: 15 }]);
    expect(minutes).toBe(15);
  });
});
