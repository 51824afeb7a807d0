// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch, type Call } from '../../../../tests/helpers/harness';
import type { DeskChoiceGroup, DeskChoices as Choices } from '../../../../shared/api/choices';
import type { DeskDish, DeskMenu } from '../../../../shared/menu/desk';
import { DeskChoices } from './desk-choices';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const API = '/back/api/v1/desk/menu';
const writes = (calls: Call[], method: string) =>
  calls.filter((c) => c.method === method).map((c) => [c.url.replace(/^.*\/desk\/menu/, ''), c.body]);

const texts = (tm: string, ru: string, en: string) => ({ tm, ru, en });
const dish = (id: number, name: ReturnType<typeof texts>): DeskDish => ({
  id,
  category: 1,
  unit: 'g',
  amount: 300,
  price: '45.00',
  image: '/images/plov.png',
  name,
  description: texts('', '', ''),
  archived: false,
  hours: null,
  missing: [],
  not_offered: [],
});
const menu: DeskMenu = {
  units: [{ code: 'g', name: texts('g', 'г', 'g') }],
  categories: [],
  dishes: [dish(7, texts('Palaw', 'Плов', 'Plov')), dish(9, texts('Şaşlyk', 'Шашлык', 'Shashlik'))],
};
const portion: DeskChoiceGroup = {
  id: 3,
  name: texts('Porsiýa', 'Порция', 'Portion'),
  min: 1,
  max: 1,
  archived: false,
  dish_ids: [7],
  missing: [],
  options: [
    {
      id: 11,
      name: texts('Ýarym', 'Половина', 'Half'),
      price: '0.00',
      is_default: true,
      product_id: null,
      archived: false,
      sold_out: false,
      until: null,
      missing: [],
    },
  ],
};

function desk(choices: Choices, routes: Parameters<typeof scriptedFetch>[0] = {}) {
  const fetched = scriptedFetch({ [`GET ${API}/groups`]: ok(choices), [`GET ${API}`]: ok(menu), ...routes });
  renderWithShop(<DeskChoices />);
  return fetched;
}

describe('the desk’s choice groups', () => {
  it('creates a group with its name in three languages, required, with its limits', async () => {
    const { calls } = desk({ groups: [], dishes: [] }, { [`POST ${API}/groups`]: ok(portion) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a choice group' }));
    const form = screen.getByRole('form', { name: 'New choice group' });
    fireEvent.change(within(form).getByLabelText(/^Group name \(Türkmençe\)/), { target: { value: 'Porsiýa' } });
    fireEvent.change(within(form).getByLabelText(/^Group name \(Русский\)/), { target: { value: 'Порция' } });
    fireEvent.change(within(form).getByLabelText(/^Group name \(English\)/), { target: { value: 'Portion' } });
    expect(within(form).queryByText(/missing/)).toBeNull();
    fireEvent.change(within(form).getByLabelText('At most'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(calls, 'POST')).toEqual([['/groups', { name: texts('Porsiýa', 'Порция', 'Portion'), min: 1, max: 2 }]]),
    );
  });

  it('flags a missing translation in the form and on the saved group, and holds back limits that cannot be met', async () => {
    desk({ groups: [{ ...portion, name: texts('Porsiýa', 'Порция', ''), missing: ['en'] }], dishes: [] });
    expect(await screen.findByText('Translation missing: English')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a choice group' }));
    const form = screen.getByRole('form', { name: 'New choice group' });
    fireEvent.change(within(form).getByLabelText(/^Group name \(Türkmençe\)/), { target: { value: 'Souslar' } });
    expect(within(form).getByText('Group name (Русский)').textContent).toContain('missing');
    expect(within(form).getByText('Group name (English)').textContent).toContain('missing');
    expect(within(form).getByText('Group name (Türkmençe)').textContent).not.toContain('missing');
    fireEvent.change(within(form).getByLabelText('At least'), { target: { value: '3' } });
    expect(within(form).getByText('“At least” cannot be more than “at most”.')).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds an option with a price difference and a set meal’s dish', async () => {
    const { calls } = desk({ groups: [portion], dishes: [] }, { [`POST ${API}/groups/3/options`]: ok(portion) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add an option to Portion' }));
    const form = screen.getByRole('form', { name: 'New option' });
    fireEvent.change(within(form).getByLabelText(/^Option name \(Türkmençe\)/), { target: { value: 'Doly' } });
    fireEvent.change(within(form).getByLabelText(/^Option name \(Русский\)/), { target: { value: 'Целая' } });
    fireEvent.change(within(form).getByLabelText(/^Option name \(English\)/), { target: { value: 'Whole' } });
    fireEvent.change(within(form).getByLabelText('Price difference, TMT'), { target: { value: '30,50' } });
    fireEvent.change(within(form).getByLabelText('Set meal: the dish it is'), { target: { value: '9' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(calls, 'POST')).toEqual([
        ['/groups/3/options', { name: texts('Doly', 'Целая', 'Whole'), price: '30.50', is_default: false, product: 9 }],
      ]),
    );
  });

  it('attaches groups to a dish', async () => {
    const sauces = { ...portion, id: 4, name: texts('Souslar', 'Соусы', 'Sauces'), min: 0, max: 3, dish_ids: [] };
    const { calls } = desk(
      { groups: [portion, sauces], dishes: [{ dish_id: 7, group_ids: [3], problems: [] }] },
      { [`PUT ${API}/dishes/9/groups`]: ok({ dish_id: 9, group_ids: [4], problems: [] }) },
    );
    fireEvent.change(await screen.findByRole('combobox', { name: 'Dish' }), { target: { value: '9' } });
    const groups = screen.getByRole('group', { name: 'Choice groups of Shashlik' });
    expect((within(groups).getByRole('checkbox', { name: 'Portion' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(groups).getByRole('checkbox', { name: 'Sauces' }));
    fireEvent.click(screen.getByRole('button', { name: "Save the dish's groups" }));
    await waitFor(() => expect(writes(calls, 'PUT')).toEqual([['/dishes/9/groups', { group_ids: [4] }]]));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', "The dish's groups are saved.");
  });

  it('saves a dish’s groups in the order the move buttons left them, a new one last', async () => {
    const sauces = { ...portion, id: 4, name: texts('Souslar', 'Соусы', 'Sauces'), min: 0, max: 3 };
    const meat = { ...portion, id: 5, name: texts('Et', 'Мясо', 'Meat') };
    let stored = [4, 3];
    const view = () => ok({ groups: [portion, sauces, meat], dishes: [{ dish_id: 7, group_ids: stored, problems: [] }] });
    const { calls } = desk(
      { groups: [], dishes: [] },
      {
        [`GET ${API}/groups`]: view,
        [`PUT ${API}/dishes/7/groups/order`]: (call) => ((stored = call.body.group_ids), view()),
        [`PUT ${API}/dishes/7/groups`]: (call) => ok({ dish_id: 7, group_ids: call.body.group_ids, problems: [] }),
      },
    );
    fireEvent.change(await screen.findByRole('combobox', { name: 'Dish' }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move Portion up' }));
    await waitFor(() => expect(writes(calls, 'PUT')).toEqual([['/dishes/7/groups/order', { group_ids: [3, 4] }]]));
    fireEvent.click(within(screen.getByRole('group', { name: 'Choice groups of Plov' })).getByRole('checkbox', { name: 'Meat' }));
    fireEvent.click(screen.getByRole('button', { name: "Save the dish's groups" }));
    await waitFor(() => expect(writes(calls, 'PUT')[1]).toEqual(['/dishes/7/groups', { group_ids: [3, 4, 5] }]));
  });

  it('puts an option on the stop-list until a time, and takes a sold-out one off', async () => {
    const stopped = {
      ...portion.options[0],
      id: 12,
      name: texts('Doly', 'Целая', 'Whole'),
      sold_out: true,
      until: null,
      is_default: false,
    };
    const group = { ...portion, options: [portion.options[0], stopped] };
    const { calls } = desk(
      { groups: [group], dishes: [] },
      { [`POST ${API}/options/11/stop`]: ok(group), [`DELETE ${API}/options/12/stop`]: ok(group) },
    );
    expect(await screen.findByText('Sold out until further notice')).toBeTruthy();
    const item = screen.getByRole('button', { name: 'Mark Half sold out' }).closest('li')!;
    fireEvent.change(within(item).getByRole('combobox', { name: 'For how long' }), { target: { value: 'until' } });
    expect((within(item).getByRole('button', { name: 'Mark Half sold out' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(item).getByLabelText('Until (time, Ashgabat)'), { target: { value: '18:30' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Mark Half sold out' }));
    await waitFor(() => expect(writes(calls, 'POST')).toEqual([['/options/11/stop', { length: 'until', at: expect.any(String) }]]));
    expect(Number.isNaN(Date.parse(writes(calls, 'POST')[0][1].at))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Put Whole back on sale' }));
    await waitFor(() => expect(writes(calls, 'DELETE')).toEqual([['/options/12/stop', undefined]]));
  });

  it('shows the publish check’s reason beside a dish that cannot be ordered', async () => {
    desk({
      groups: [{ ...portion, options: [{ ...portion.options[0], sold_out: true }] }],
      dishes: [{ dish_id: 7, group_ids: [3], problems: [{ group_id: 3, problem: 'not_enough_options', min: 1, orderable: 0 }] }],
    });
    const line = (await screen.findByText('Plov', { selector: 'strong' })).closest('li')!;
    expect(line.textContent).toContain('Cannot be ordered: Portion: needs 1 orderable option(s), has 0');
  });
});
