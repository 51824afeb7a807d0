// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storefrontTree, type ApiHandler } from '../../../../tests/helpers/harness';
import { storedBasket } from '../../basket/test-kit';
import { ProductDetails } from '../components/product-details';
import { choicePlov, group, option, shashlik } from './test-kit';
import type { Product } from '../../../../shared/api/types';

const handler: ApiHandler = (url) => {
  if (url.pathname.endsWith('/user')) return { status: 401, body: { success: false, error: 'unauthorized', message: 'Sign in' } };
};
const show = (product: Product) => render(storefrontTree(<ProductDetails product={product} headingLevel={1} />, { handler }).tree);
const groupNamed = (name: RegExp) => screen.getByRole('group', { name });
const addButton = () => screen.getByRole('button', { name: /^Add to basket · / });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("a dish's choices on its page", () => {
  it('shows a single choice as radios and several as checkboxes, each group a fieldset named by its legend', () => {
    show(shashlik);
    const meat = groupNamed(/Meat/);
    expect(
      within(meat)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).name),
    ).toEqual(['choices', 'choices']);
    expect(within(meat).getByText('Required')).toBeTruthy();
    const sauces = groupNamed(/Sauces/);
    expect(within(sauces).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(sauces).getByText('Optional')).toBeTruthy();
    // the rule is read with the group
    expect(sauces.getAttribute('aria-describedby')).toBe(within(sauces).getByText('Choose up to 2').id);
    // a sold-out option is not offered
    expect((within(sauces).getByRole('checkbox', { name: /Tomato/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(sauces).getByText('sold out')).toBeTruthy();
    // the HTML path: a real form posting the dish, its choices and the line's next quantity
    const form = addButton().closest('form')!;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/en/basket/lines']);
    expect([addButton().getAttribute('name'), addButton().getAttribute('value')]).toEqual(['quantity', '1']);
  });

  it('updates the price as choices change', () => {
    show(shashlik);
    expect(addButton().textContent).toBe('Add to basket · 40.00 TMT');
    fireEvent.click(screen.getByRole('radio', { name: /Lamb/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Garlic/ }));
    expect(addButton().textContent).toBe('Add to basket · 48.00 TMT');
    fireEvent.click(screen.getByRole('radio', { name: /Chicken/ }));
    expect(screen.getByRole('status').textContent).toBe('43.00\u00a0TMT');
  });

  it('explains an unmet minimum in its group when the shopper tries to add, and adds nothing', async () => {
    show(choicePlov);
    const portion = groupNamed(/Portion/);
    expect(within(portion).queryByText('Choose one here to add the dish.')).toBeNull(); // nothing scolded before a try
    fireEvent.click(addButton());
    const problem = within(portion).getByText('Choose one here to add the dish.');
    expect(portion.getAttribute('aria-describedby')).toContain(problem.id);
    expect(portion.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Half/ }));
    expect(screen.getByRole('alert').textContent).toBe('Some choices are still missing.');
    expect(storedBasket()).toEqual({});
    fireEvent.click(screen.getByRole('radio', { name: /Half/ }));
    expect(within(portion).queryByText('Choose one here to add the dish.')).toBeNull();
  });

  it('says at once when too many are chosen; in a group of one at most, the second replaces the first', () => {
    const two = group(3, 'Sauces', 0, 2, [option(31, 'Garlic'), option(32, 'Chili'), option(34, 'Mustard')]);
    show({ ...shashlik, choices: { ...shashlik.choices!, groups: [two] } });
    ['Garlic', 'Chili', 'Mustard'].forEach((name) => fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(name) })));
    const tooMany = within(groupNamed(/Sauces/)).getByText('Choose no more than 2 here.');
    expect(groupNamed(/Sauces/).getAttribute('aria-describedby')).toContain(tooMany.id);
    cleanup();
    show({
      ...shashlik,
      choices: { ...shashlik.choices!, groups: [group(3, 'Sauces', 0, 1, [option(31, 'Garlic'), option(32, 'Chili')])] },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Garlic/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Chili/ }));
    expect(screen.getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([false, true]);
  });

  it('adds the dish with its choices; other choices make another line', async () => {
    show(shashlik);
    fireEvent.click(screen.getByRole('radio', { name: /Lamb/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Chili/ }));
    fireEvent.click(addButton());
    await waitFor(() => expect(storedBasket()).toEqual({ '8_21_32': 1 }));
    await screen.findByText('In the basket with these choices: 1');
    fireEvent.click(addButton());
    await waitFor(() => expect(storedBasket()).toEqual({ '8_21_32': 2 }));
    fireEvent.click(screen.getByRole('radio', { name: /Chicken/ }));
    expect(screen.queryByText(/In the basket with these choices/)).toBeNull();
    fireEvent.click(addButton());
    await waitFor(() => expect(storedBasket()).toEqual({ '8_21_32': 2, '8_22_32': 1 }));
  });

  it('starts on the defaults, and offers nothing for a dish that cannot be completed', () => {
    const withDefault = {
      ...choicePlov,
      choices: {
        ...choicePlov.choices!,
        groups: [group(1, 'Portion', 1, 1, [option(11, 'Half'), option(12, 'Whole', '20.00', { is_default: true })])],
      },
    };
    show(withDefault);
    expect((screen.getByRole('radio', { name: /Whole/ }) as HTMLInputElement).checked).toBe(true);
    expect(addButton().textContent).toBe('Add to basket · 55.00 TMT');
    cleanup();
    show({ ...choicePlov, choices: { ...choicePlov.choices!, orderable: false } });
    expect(screen.getByText('This dish cannot be ordered right now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add to basket/ })).toBeNull();
  });
});
