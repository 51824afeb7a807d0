// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Footer } from './footer';
import { renderWithShell, testCategories } from '../../../tests/helpers/harness';
import type { ShopStatus } from '../../../shared/shop-week';

afterEach(cleanup);

describe('Footer', () => {
  it('is the contentinfo with 5 categories, contacts, working hours, social and app links', async () => {
    // the owner's saved week, not the configured 10:00–23:00
    const weekday = { opens: '11:00', closes: '22:00' };
    const status: ShopStatus = {
      state: 'open',
      lastOrderAt: '2026-11-25T17:00:00.000Z',
      hours: { week: [weekday, weekday, weekday, weekday, weekday, weekday, null], closures: [], last_order_minutes: 0 },
      pause: null,
      sold_out: [],
    };
    renderWithShell(<Footer />, { url: '/en', backend: { categories: [...testCategories, { ...testCategories[0], id: 6 }], status } });
    const footer = screen.getByRole('contentinfo');
    const categories = await within(footer).findByRole('navigation', { name: 'Categories' });
    const links = within(categories).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([1, 2, 3, 4, 5].map((id) => `/en/products?category=${id}`));

    expect(within(footer).getByRole('link', { name: '+99312000000' }).getAttribute('href')).toBe('tel:+99312000000');
    expect(within(footer).getByRole('link', { name: 'info@ashana.tm' }).getAttribute('href')).toBe('mailto:info@ashana.tm');
    expect(await within(footer).findByText(/Working hours/)).toHaveProperty(
      'textContent',
      'Working hours: Mon–Sat 11:00–22:00, Sun closed',
    );
    expect(within(footer).getByRole('link', { name: 'Telegram' }).getAttribute('href')).toBe('https://t.me/ashana');
    // only the configured ones
    expect(within(footer).queryByRole('link', { name: 'Instagram' })).toBeNull();
    expect(
      within(footer)
        .getByRole('link', { name: /App Store/ })
        .getAttribute('href'),
    ).toBe('https://apps.apple.com/app/ashana');
    expect(within(footer).queryByRole('link', { name: /Google Play/ })).toBeNull();

    const info = within(footer).getByRole('navigation', { name: 'Information' });
    expect(
      within(info)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/en/about-us', '/en/delivery-and-payment', '/en/contacts', '/en/brands', '/en/mobile-application-links']);
  });

  it('renders without categories when the API offers none', () => {
    renderWithShell(<Footer />, { url: '/tm' });
    expect(screen.queryByRole('navigation', { name: 'Kategoriýalar' })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Maglumat' }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/tm/about-us', '/tm/delivery-and-payment', '/tm/contacts', '/tm/brands', '/tm/mobile-application-links']);
  });
});
