// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch, type Call } from '../../../../tests/helpers/harness';
import { HoursEditor } from './hours-editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body);
const ROUTE = 'PUT /back/api/v1/desk/menu/dishes/45/hours';

describe("a dish's serving hours in the desk menu", () => {
  it('shows the saved window and saves a change of days and times', async () => {
    const { calls } = scriptedFetch({ [ROUTE]: ok({}) });
    renderWithShop(<HoursEditor kind="dishes" id={45} name="Omelette" hours={{ days: [0, 1, 2, 3, 4, 5, 6], from: 480, until: 660 }} />);
    expect((screen.getByRole('radio', { name: 'Only on these days and hours' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('08:00');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sun' }));
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '11:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ hours: { days: [0, 1, 2, 3, 4, 5], from: 480, until: 690 } }]));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Hours saved.');
  });

  it('a window past midnight says so, and midnight itself is the end of the day', async () => {
    const { calls } = scriptedFetch({ [ROUTE]: ok({}) });
    renderWithShop(<HoursEditor kind="dishes" id={45} name="Night soup" hours={null} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Only on these days and hours' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '22:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '02:00' } });
    expect(screen.getByText('Ends after midnight: served until 02:00 the next morning.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ hours: { days: [0, 1, 2, 3, 4, 5, 6], from: 1320, until: 1440 } }]));
  });

  it('holds back a window with no day or equal times, and "always" saves null', async () => {
    const { calls } = scriptedFetch({ [ROUTE]: ok({}) });
    renderWithShop(<HoursEditor kind="dishes" id={45} name="Omelette" hours={{ days: [2], from: 480, until: 660 }} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wed' }));
    expect(screen.getByText('Choose at least one day.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save hours' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Always on the menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ hours: null }]));
  });
});
