// @vitest-environment jsdom
// A signed-in basket line whose choice the desk has since taken away (its option archived, or its group
// taken off the dish): the server keeps the line under its key ("8_21_31") and shows only the choices
// still offered. Its stepper and remove must still reach that line, by its key, or it could never go.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BasketLine } from '../../../../shared/api/types';
import { ok, storefrontTree, type ApiHandler } from '../../../../tests/helpers/harness';
import { shashlik } from '../../product/choices/test-kit';
import BasketPanel from './basket-panel';

const { choices: _groups, ...card } = shashlik;
const customer = { id: 1, name: 'A', surname: 'B', email: '', username: '61234567', bonus_amount: '0.00', address: [] };
const lamb = {
  option_id: 21,
  group_id: 2,
  name_en: 'Lamb',
  name_ru: 'Баранина',
  name_tm: 'Goýun eti',
  group_name_en: 'Meat',
  group_name_ru: 'Мясо',
  group_name_tm: 'Et',
  price: '5.00',
  product_id: null,
};
// garlic (31) was archived: the key still names it, the choices no longer do
const stuck: BasketLine = { ...card, basket: { quantity: 1, key: '8_21_31', choices: [lamb], unit_price: '45.00' } };

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('a server basket line with a choice no longer offered', () => {
  it('is changed and removed by its key, choices and all', async () => {
    const posts: unknown[] = [];
    let lines: BasketLine[] = [stuck];
    const handler: ApiHandler = (url, init) => {
      if (url.pathname.endsWith('/user')) return ok(customer);
      if (url.pathname.endsWith('/products')) return ok([card], { total: 1, page: 1, limit: 100 });
      if (!url.pathname.endsWith('/basket')) return undefined;
      if (init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { quantity: number; choices?: number[] };
        posts.push(body);
        // the server's answer: the line of those choices changed (0: gone)
        const key = `8_${(body.choices ?? []).join('_')}`;
        lines = lines.flatMap((l) =>
          l.basket.key !== key ? [l] : body.quantity === 0 ? [] : [{ ...l, basket: { ...l.basket, quantity: body.quantity } }],
        );
      }
      return ok(lines);
    };
    render(storefrontTree(<BasketPanel close={() => {}} />, { handler }).tree);
    await screen.findByText('Meat: Lamb (+5.00)');
    fireEvent.click(screen.getByRole('button', { name: 'Shashlik: one more' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ product_id: 8, quantity: 2, choices: [21, 31] });
    await waitFor(() => expect(lines[0].basket.quantity).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Shashlik: one less' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    await waitFor(() => expect(lines[0].basket.quantity).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Shashlik: one less' }));
    await waitFor(() => expect(posts).toHaveLength(3));
    await waitFor(() => expect(screen.queryByText('Meat: Lamb (+5.00)')).toBeNull());
    expect(posts.at(-1)).toEqual({ product_id: 8, quantity: 0, choices: [21, 31] });
  });
});
