// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isCurrentPath, LocalizedLink, LocalizedNavLink, ShopLink } from './link';
import { renderWithShell } from '../../tests/helpers/harness';

afterEach(cleanup);

describe('isCurrentPath', () => {
  it('is the page itself, or a page below it unless `end`, whatever the letter case', () => {
    expect(isCurrentPath('/en/catalogue', '/en/catalogue', false)).toBe(true);
    expect(isCurrentPath('/en/Catalogue', '/en/catalogue', true)).toBe(true);
    expect(isCurrentPath('/en/products/3', '/en/products', false)).toBe(true);
    expect(isCurrentPath('/en/products/3', '/en/products', true)).toBe(false);
    expect(isCurrentPath('/en/productsale', '/en/products', false)).toBe(false);
    expect(isCurrentPath('/en/products', '/en/products?category=1', true)).toBe(true);
  });

  it('takes "/" as the home page only', () => {
    expect(isCurrentPath('/', '/', false)).toBe(true);
    expect(isCurrentPath('/catalogue', '/', false)).toBe(false);
  });
});

describe('links', () => {
  it('are real links in the page language that the router follows on a plain click', async () => {
    const { router } = renderWithShell(<LocalizedLink to="/products?category=2">Soups</LocalizedLink>, { url: '/en' });
    const link = screen.getByRole('link', { name: 'Soups' });
    expect(link.getAttribute('href')).toBe('/en/products?category=2');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/en/products');
    expect(router.state.location.search).toBe('?category=2');
  });

  it('leave a click with a modifier key, another button or another target to the browser', () => {
    const { router } = renderWithShell(
      <>
        <ShopLink to="/en/catalogue">Catalogue</ShopLink>
        <ShopLink to="/en/contacts" target="_blank">
          Contacts
        </ShopLink>
      </>,
      { url: '/en' },
    );
    const catalogue = screen.getByRole('link', { name: 'Catalogue' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      catalogue.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'Contacts' }))).toBe(true); // not prevented
    expect(router.state.location.pathname).toBe('/en');
  });

  it('keep the history as react-router does: a link to the page shown replaces its entry; state and kept scroll go with the navigation', async () => {
    const { router } = renderWithShell(
      <>
        <ShopLink to="/en/catalogue" state={{ from: 'card' }} preventScrollReset>
          Catalogue
        </ShopLink>
        <ShopLink to="/en?x=1">Here</ShopLink>
      </>,
      { url: '/en?x=1' },
    );
    expect(screen.getByRole('link', { name: 'Here' }).getAttribute('href')).toBe('/en?x=1');
    await userEvent.click(screen.getByRole('link', { name: 'Here' }));
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.click(screen.getByRole('link', { name: 'Catalogue' }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.pathname).toBe('/en/catalogue');
    expect(router.state.location.state).toEqual({ from: 'card' });
    expect(router.state.preventScrollReset).toBe(true);
  });

  it('leave a path not from the root of the shop to the browser', () => {
    const { router } = renderWithShell(
      <>
        <ShopLink to="catalogue">Relative</ShopLink>
        <ShopLink to="//example.com/x">Elsewhere</ShopLink>
      </>,
      { url: '/en' },
    );
    for (const name of ['Relative', 'Elsewhere']) expect(fireEvent.click(screen.getByRole('link', { name }))).toBe(true); // not prevented
    expect(router.state.location.pathname).toBe('/en');
  });

  it('let a click handler of their own cancel the navigation', async () => {
    const { router } = renderWithShell(
      <ShopLink to="/en/catalogue" onClick={(event) => event.preventDefault()}>
        Catalogue
      </ShopLink>,
      { url: '/en' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Catalogue' }));
    expect(router.state.location.pathname).toBe('/en');
  });

  it('mark the page shown as aria-current, and follow the shopper when they move on', async () => {
    renderWithShell(
      <nav>
        <LocalizedNavLink to="/" end>
          Home
        </LocalizedNavLink>
        <LocalizedNavLink to="/catalogue">Catalogue</LocalizedNavLink>
      </nav>,
      { url: '/en' },
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Catalogue' }).getAttribute('aria-current')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Catalogue' }));
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Catalogue' }).getAttribute('aria-current')).toBe('page');
  });
});
