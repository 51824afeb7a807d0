// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalProvider, createModalStore } from '../../components/modal/modal-store';
import { MobileBar } from './mobile-bar';
import { plov, renderWithShell } from '../../../tests/helpers/harness';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('MobileBar', () => {
  it('links home and the catalogue page, shows counts and opens the panels', async () => {
    localStorage.setItem('shop.basket.v2', JSON.stringify({ v: 2, lines: [{ product_id: 7, choices: [], quantity: 3 }] }));
    localStorage.setItem('shop.favourites.v1', JSON.stringify([7, 9]));
    const modals = createModalStore();
    renderWithShell(
      <ModalProvider store={modals}>
        <MobileBar />
      </ModalProvider>,
      { url: '/en/catalogue', backend: { products: [plov] } },
    );
    const bar = screen.getByRole('navigation', { name: 'Main sections' });
    expect(within(bar).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en');
    const catalogue = within(bar).getByRole('link', { name: 'Catalogue' });
    expect(catalogue.getAttribute('href')).toBe('/en/catalogue');
    expect(catalogue.getAttribute('aria-current')).toBe('page');

    await userEvent.click(await within(bar).findByRole('button', { name: 'Basket 3' }));
    expect(modals.get()?.name).toBe('basket');
    await userEvent.click(within(bar).getByRole('button', { name: 'Favourites 2' }));
    expect(modals.get()?.name).toBe('favourites');
    await userEvent.click(within(bar).getByRole('button', { name: 'Account' }));
    expect(modals.get()?.name).toBe('auth');
  });
});
