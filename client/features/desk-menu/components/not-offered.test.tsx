// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeskDish, DeskMenu as Menu, NotOffered as Reason } from '../../../../shared/menu/desk';
import { I18nProvider } from '../../../i18n';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import ru from '../../../../locales/ru.json';
import tm from '../../../../locales/tm.json';
import { DeskMenu } from './desk-menu';
import { NotOffered } from './not-offered';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const texts = (tm: string, ru: string, en: string) => ({ tm, ru, en });
const meat: Reason = { group_id: 2, group: texts('Et', 'Мясо', 'Meat'), min: 1, orderable: 0 };
const dish = (id: number, name: ReturnType<typeof texts>, not_offered: Reason[]): DeskDish => ({
  id,
  category: 4,
  unit: 'g',
  amount: 300,
  price: '38.00',
  image: '/images/menu/shashlik.svg',
  name,
  description: texts('', '', ''),
  archived: false,
  hours: null,
  missing: [],
  not_offered,
});
const menu: Menu = {
  units: [{ code: 'g', name: texts('g', 'г', 'g') }],
  categories: [
    { id: 4, name: texts('Kebaplar', 'Шашлыки', 'Grills'), image: '', archived: false, station: null, hours: null, missing: [] },
  ],
  dishes: [
    dish(49, texts('Saýlap şaşlyk', 'Шашлык на выбор', 'Shashlik of your choice'), [meat]),
    dish(20, texts('Towuk', 'Курица', 'Chicken'), []),
  ],
};

describe('a dish the shop does not offer, in the desk’s menu', () => {
  it('says why in its row of the table and in its editor; a dish on offer says nothing', async () => {
    scriptedFetch({ 'GET /back/api/v1/desk/menu': ok(menu) });
    renderWithShop(<DeskMenu />);
    const reason = 'Not offered: “Meat” needs 1 chosen, only 0 available';
    const row = (await screen.findByRole('button', { name: 'Edit Shashlik of your choice' })).closest('tr')!;
    expect(within(row).getByRole('listitem').textContent).toBe(reason);
    const other = screen.getByRole('button', { name: 'Edit Chicken' }).closest('tr')!;
    expect(within(other).queryByRole('listitem')).toBeNull();
    expect(screen.getAllByText(reason)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Shashlik of your choice' }));
    const form = screen.getByRole('form', { name: 'Edit: Shashlik of your choice' });
    expect(within(form).getByRole('listitem').textContent).toBe(reason);
  });

  it.each([
    ['ru', ru, 'Не предлагается: в группе «Мясо» нужно выбрать 2, доступно 1'],
    ['tm', tm, 'Hödürlenmeýär: «Et» toparynda saýlamaly: 2, bar: 1'],
  ] as const)('in %s, each group by its name in that language', (locale, dict, expected) => {
    render(
      <I18nProvider locale={locale} dict={dict}>
        <NotOffered reasons={[{ ...meat, min: 2, orderable: 1 }]} />
      </I18nProvider>,
    );
    expect(screen.getByRole('listitem').textContent).toBe(expected);
  });
});
