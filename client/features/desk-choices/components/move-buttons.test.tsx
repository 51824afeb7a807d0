// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import type { DeskChoiceGroup, DeskChoiceOption, DeskChoices as Choices } from '../../../../shared/api/choices';
import type { DeskDish } from '../../../../shared/menu/desk';
import { DeskChoices } from './desk-choices';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const API = '/back/api/v1/desk/menu';
const texts = (en: string) => ({ tm: en, ru: en, en });
const dish = (id: number, name: string): DeskDish => ({
  id,
  category: 1,
  unit: 'g',
  amount: 300,
  price: '45.00',
  image: '/images/plov.png',
  name: texts(name),
  description: texts(''),
  archived: false,
  hours: null,
  missing: [],
  not_offered: [],
});
const option = (id: number, name: string): DeskChoiceOption => ({
  id,
  name: texts(name),
  price: '0.00',
  is_default: false,
  product_id: null,
  archived: false,
  sold_out: false,
  until: null,
  missing: [],
});
const group = (id: number, name: string, options: DeskChoiceOption[]): DeskChoiceGroup => ({
  id,
  name: texts(name),
  min: 0,
  max: 1,
  archived: false,
  dish_ids: [9],
  missing: [],
  options,
});
const portion = group(3, 'Portion', [option(11, 'Half'), option(12, 'Full'), option(13, 'Double')]);
const sauces = group(4, 'Sauces', [option(21, 'Garlic')]);

/** The desk against a server whose GET answers what its PUTs last stored; PUTs wait until `answer` is called. */
function desk(put: (body: { option_ids?: number[]; group_ids?: number[] }) => ReturnType<typeof ok> | ReturnType<typeof fail>) {
  let server: Choices = { groups: [portion, sauces], dishes: [{ dish_id: 9, group_ids: [3, 4], problems: [] }] };
  const bodies: unknown[] = [];
  let answer = () => {};
  const reply = (call: { body: { option_ids?: number[]; group_ids?: number[] } }) => {
    bodies.push(call.body);
    const res = put(call.body);
    if ('data' in res.body) server = res.body.data as Choices;
    return res;
  };
  const { fn } = scriptedFetch({
    [`GET ${API}/groups`]: () => ok(server),
    [`GET ${API}`]: ok({ units: [], categories: [], dishes: [dish(9, 'Shashlik')] }),
    [`PUT ${API}/groups/3/options/order`]: reply,
    [`PUT ${API}/dishes/9/groups/order`]: reply,
  });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (init.method === 'PUT') await new Promise<void>((resolve) => (answer = resolve));
    return fn(input, init);
  });
  renderWithShop(<DeskChoices />);
  return { bodies, answer: () => answer() };
}

const names = (region: HTMLElement) =>
  within(within(region).getByRole('list'))
    .getAllByRole('button', { name: /^Edit / })
    .map((b) => b.textContent!.replace('Edit ', ''));
const portionRegion = () => screen.getByRole('region', { name: 'Portion' });

describe('moving a group’s options and a dish’s groups', () => {
  it('moves an option down at once with the keyboard, keeps focus on it, and keeps the order the server stored', async () => {
    const s = desk((body) =>
      ok({
        groups: [{ ...portion, options: body.option_ids!.map((id) => portion.options.find((o) => o.id === id)!) }, sauces],
        dishes: [{ dish_id: 9, group_ids: [3, 4], problems: [] }],
      }),
    );
    const down = await screen.findByRole('button', { name: 'Move Half down' });
    expect((within(portionRegion()).getByRole('button', { name: 'Move Half up' }) as HTMLButtonElement).disabled).toBe(true);
    down.focus();
    await userEvent.keyboard('{Enter}');
    // before the server answers: the new order, the focus still on the moved option's button
    await waitFor(() => expect(names(portionRegion())).toEqual(['Full', 'Half', 'Double']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Half down' }));
    s.answer();
    await waitFor(() => expect(s.bodies).toEqual([{ option_ids: [12, 11, 13] }]));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(names(portionRegion())).toEqual(['Full', 'Double', 'Half']));
    // at the bottom its "down" is off: the focus goes to its "up"
    expect((screen.getByRole('button', { name: 'Move Half down' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Half up' }));
    s.answer();
    await waitFor(() => expect(s.bodies).toEqual([{ option_ids: [12, 11, 13] }, { option_ids: [12, 13, 11] }]));
    await waitFor(() => expect(names(portionRegion())).toEqual(['Full', 'Double', 'Half']));
  });

  it('puts the order back and says why when the server refuses, focus still on the option', async () => {
    const s = desk(() => fail(422, 'menu.options_order_mismatch', 'The options have changed meanwhile.'));
    await userEvent.click(await screen.findByRole('button', { name: 'Move Double up' }));
    await waitFor(() => expect(names(portionRegion())).toEqual(['Half', 'Double', 'Full']));
    s.answer();
    expect(await within(portionRegion()).findByRole('alert')).toHaveProperty('textContent', 'The options have changed meanwhile.');
    expect(names(portionRegion())).toEqual(['Half', 'Full', 'Double']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Double up' }));
  });

  it('moves a dish’s groups', async () => {
    const s = desk((body) => ok({ groups: [portion, sauces], dishes: [{ dish_id: 9, group_ids: body.group_ids!, problems: [] }] }));
    const order = await screen.findByRole('list', { name: 'The order of the groups of Shashlik' });
    await userEvent.click(within(order).getByRole('button', { name: 'Move Sauces up' }));
    await waitFor(() =>
      expect(
        within(order)
          .getAllByRole('listitem')
          .map((li) => li.firstChild!.textContent),
      ).toEqual(['Sauces', 'Portion']),
    );
    expect(document.activeElement).toBe(within(order).getByRole('button', { name: 'Move Sauces down' }));
    s.answer();
    await waitFor(() => expect(s.bodies).toEqual([{ group_ids: [4, 3] }]));
  });
});
