// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LineChoice } from '../../shared/api/choices';
import { choiceGroupsText, LineChoices } from './line-choices';

const choice = (option_id: number, group_id: number, group: string, name: string, price = '0.00'): LineChoice => ({
  option_id,
  group_id,
  group_name_tm: `${group} tm`,
  group_name_ru: `${group} ru`,
  group_name_en: group,
  name_tm: `${name} tm`,
  name_ru: `${name} ru`,
  name_en: name,
  price,
  product_id: null,
});
const shashlik = [choice(21, 2, 'Meat', 'Lamb', '5.00'), choice(31, 3, 'Sauces', 'Garlic', '3.00'), choice(32, 3, 'Sauces', 'Chili')];

afterEach(cleanup);

describe("a line's choices", () => {
  it('reads one group a row in the reader’s language, with what a choice added', () => {
    expect(choiceGroupsText(shashlik, 'en')).toEqual(['Meat: Lamb (+5.00)', 'Sauces: Garlic (+3.00), Chili']);
    expect(choiceGroupsText(shashlik, 'tm')).toEqual(['Meat tm: Lamb tm (+5.00)', 'Sauces tm: Garlic tm (+3.00), Chili tm']);
  });

  it('shows them as a list under the dish, and nothing for a dish without choices', () => {
    const { container } = render(<LineChoices choices={[]} locale="en" />);
    expect(container.innerHTML).toBe('');
    render(<LineChoices choices={shashlik} locale="ru" />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Meat ru: Lamb ru (+5.00)',
      'Sauces ru: Garlic ru (+3.00), Chili ru',
    ]);
  });
});
