// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch, type Call } from '../../../../tests/helpers/harness';
import type { DeskCategory } from '../../../../shared/menu/desk';
import { StationSelect } from './station-select';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// the shop's own state (basket, favourites) asks for its reads too: only the writes count here
const patches = (calls: Call[]) => calls.filter((c) => c.method === 'PATCH').map((c) => c.body);

const grill: DeskCategory = {
  id: 4,
  name: { tm: 'Kebaplar', ru: 'Шашлык', en: 'Grill' },
  image: '',
  archived: false,
  hours: null,
  station: null,
  missing: [],
};

describe("a category's kitchen station in the desk menu", () => {
  it('offers the stations, names the category, and saves the choice at once (none as null)', async () => {
    const { calls } = scriptedFetch({ 'PATCH /back/api/v1/desk/menu/categories/4': ok({ ...grill, station: 'grill' }) });
    renderWithShop(<StationSelect category={grill} name="Grill" />);
    const select = screen.getByRole('combobox', { name: 'Kitchen station: Grill' }) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Not set (kitchen)'],
      ['kitchen', 'Kitchen'],
      ['grill', 'Grill'],
      ['bar', 'Bar'],
    ]);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'grill' } });
    await waitFor(() => expect(patches(calls)).toEqual([{ station: 'grill' }]));
  });

  it('takes the station off: back to the main kitchen', async () => {
    const { calls } = scriptedFetch({ 'PATCH /back/api/v1/desk/menu/categories/4': ok(grill) });
    renderWithShop(<StationSelect category={{ ...grill, station: 'bar' }} name="Grill" />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Kitchen station: Grill' }), { target: { value: '' } });
    await waitFor(() => expect(patches(calls)).toEqual([{ station: null }]));
  });
});
