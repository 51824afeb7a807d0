// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalProvider, createModalStore, type ModalStore } from '../../components/modal/modal-store';
import { Header } from './header';
import { plov, renderWithShell, testCategories, testPages, type Backend } from '../../../tests/helpers/harness';

let modals: ModalStore;

function renderHeader(url = '/en', backend: Backend = { pages: testPages, categories: testCategories }) {
  modals = createModalStore();
  return renderWithShell(
    <ModalProvider store={modals}>
      <Header />
    </ModalProvider>,
    { url, backend },
  );
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'locale=; max-age=0; path=/';
});
afterEach(cleanup);

describe('Header', () => {
  it('names the tabs from the pages API, the restaurant tab leading home', async () => {
    renderHeader('/en/pages/dish-history');
    const tabs = screen.getByRole('navigation', { name: 'Sections' });
    const story = await within(tabs).findByRole('link', { name: 'Story of dishes' });
    expect(story.getAttribute('href')).toBe('/en/pages/dish-history');
    expect(story.getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Our restaurant' }).getAttribute('href')).toBe('/en');
    expect(within(tabs).getByRole('link', { name: 'Curious facts' }).getAttribute('href')).toBe('/en/pages/interesting');
  });

  it('falls back to the locale labels and shows no category row when the API offers nothing', async () => {
    renderHeader('/tm', {});
    const tabs = screen.getByRole('navigation', { name: 'Bölümler' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Restoran', '/tm'],
      ['Tagamlaryň taryhy', '/tm/pages/dish-history'],
      ['Gyzykly', '/tm/pages/interesting'],
    ]);
    expect(screen.queryByRole('navigation', { name: 'Tagam kategoriýalary' })).toBeNull();
  });

  it('links five categories to their product lists', async () => {
    renderHeader('/');
    // named apart from the footer's "Категории": two landmarks of one kind need two names
    const nav = await screen.findByRole('navigation', { name: 'Категории блюд' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0].textContent).toBe('Ru 1');
    expect(links[4].getAttribute('href')).toBe('/products?category=5');
  });

  it('offers the three languages for the same page, marking the current one', async () => {
    const { router } = renderHeader('/en/products?category=2');
    const toggle = screen.getByRole('button', { name: /Language/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const turkmen = screen.getByRole('link', { name: 'Türkmençe' });
    expect(turkmen.getAttribute('href')).toBe('/locale/tm?next=%2Fen%2Fproducts%3Fcategory%3D2');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Русский' }).getAttribute('aria-current')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Русский' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/products?category=2');
    expect(document.cookie).toContain('locale=ru');
    expect(screen.getByRole('button', { name: /Язык/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the language list on Escape', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: /Language/ });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('searches from the box and keeps the term of the page shown', async () => {
    const { router } = renderHeader('/en/products?search=plov');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect((box as HTMLInputElement).value).toBe('plov');
    expect(box.getAttribute('placeholder')).toBe('Search');
    await userEvent.clear(box);
    await userEvent.type(box, 'chorek bread{Enter}');
    expect(router.state.location.pathname).toBe('/en/products');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('chorek bread');

    await userEvent.clear(box);
    await userEvent.type(box, 'soup');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?search=soup');
    await act(() => router.navigate('/en/products'));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('opens the catalogue, favourites, basket, sign-in and menu modals', async () => {
    renderHeader();
    const cases: [RegExp, string][] = [
      [/^Catalogue$/, 'catalogue'],
      [/^Favourites/, 'favourites'],
      [/^Basket/, 'basket'],
      [/^Profile$/, 'auth'],
      [/^Menu$/, 'mobile-nav'],
    ];
    for (const [name, modal] of cases) {
      await userEvent.click(screen.getByRole('button', { name }));
      expect(modals.get()?.name).toBe(modal);
    }
  });

  it('shows the basket total in tmt and the favourites count from local storage', async () => {
    localStorage.setItem('shop.basket.v2', JSON.stringify({ v: 2, lines: [{ product_id: 7, choices: [], quantity: 2 }] }));
    localStorage.setItem('shop.favourites.v1', JSON.stringify([7, 8, 9]));
    renderHeader('/en', { products: [plov] });
    const basket = screen.getByRole('button', { name: /^Basket/ });
    await waitFor(() => expect(basket.textContent).toBe('Basket 91.00 TMT'));
    expect(screen.getByRole('button', { name: /^Favourites/ }).textContent).toBe('Favourites 3');
  });
});
