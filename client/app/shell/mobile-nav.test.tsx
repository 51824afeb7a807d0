// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalProvider, createModalStore } from '../../components/modal/modal-store';
import MobileNav from './mobile-nav';
import { renderWithShell, testCategories, testPages } from '../../../tests/helpers/harness';

afterEach(cleanup);

describe('MobileNav', () => {
  it('has the header links, closes on a link and switches language on the same page', async () => {
    const close = vi.fn();
    const modals = createModalStore();
    const { router } = renderWithShell(
      <ModalProvider store={modals}>
        <MobileNav close={close} />
      </ModalProvider>,
      {
        url: '/en/contacts',
        backend: { pages: testPages, categories: testCategories },
      },
    );
    const sections = screen.getByRole('navigation', { name: 'Sections' });
    expect((await within(sections).findByRole('link', { name: 'Story of dishes' })).getAttribute('href')).toBe('/en/pages/dish-history');
    expect(within(sections).getByRole('link', { name: 'Contacts' }).getAttribute('aria-current')).toBe('page');
    expect(within(await screen.findByRole('navigation', { name: 'Categories' })).getAllByRole('link')).toHaveLength(5);

    await userEvent.click(within(sections).getByRole('link', { name: 'Catalogue' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/en/catalogue');

    await userEvent.click(screen.getByRole('link', { name: 'Türkmençe' }));
    expect(router.state.location.pathname).toBe('/tm/catalogue');

    await userEvent.click(screen.getByRole('button', { name: /Çat|Chat/ }));
    expect(modals.get()?.name).toBe('chat');
  });
});
