// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, storefrontTree, testCategories, testProduct, type ApiHandler } from '../../../../tests/helpers/harness';
import { MoreMenuSections } from './menu-sections';

// GET /categories?page=N: one category per page, with one dish
const handler: ApiHandler = (url) => {
  if (!url.pathname.endsWith('/categories')) return undefined;
  const page = Number(url.searchParams.get('page'));
  const category = { ...testCategories[page - 1], products: [testProduct(page, `Dish ${page}`, '10.00')] };
  return ok([category], { total: 3, page, limit: 1 });
};

afterEach(cleanup);

// every memory router starts at the entry "default", whose count an earlier test may have recorded
const freshVisit = (router: { navigate(to: string): Promise<void> }) => router.navigate('/en');

describe('the home page’s further sections', () => {
  it('stay while the page stays: a dish’s window opened and closed (a new history entry each) keeps them', async () => {
    const { tree, router } = storefrontTree(<MoreMenuSections pages={3} />, { url: '/en', handler });
    await freshVisit(router);
    render(tree);
    act(() => screen.getByRole('link', { name: 'More sections' }).click());
    expect(await screen.findByRole('heading', { name: 'Category 2' })).toBeTruthy();
    await act(() => router.navigate('/en?product_id=2', { preventScrollReset: true }));
    expect(screen.getByRole('heading', { name: 'Category 2' })).toBeTruthy();
    await act(() => router.navigate('/en?product_id=', { replace: true, preventScrollReset: true }));
    expect(screen.getByRole('heading', { name: 'Category 2' })).toBeTruthy();
  });

  it('a press of "More sections" gives the focus to the first section it brought, each time', async () => {
    const { tree, router } = storefrontTree(<MoreMenuSections pages={3} />, { url: '/en', handler });
    await freshVisit(router);
    render(tree);
    act(() => screen.getByRole('link', { name: 'More sections' }).click());
    const heading = await screen.findByRole('heading', { name: 'Category 2' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    act(() => screen.getByRole('link', { name: 'More sections' }).click());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Category 3' })));
  });

  it('a page that did not load says so with a retry, offers no further page meanwhile, and comes on retry', async () => {
    let failures = 2; // the API client tries a GET twice (spec §9)
    const flaky: ApiHandler = (url, init) => {
      if (url.searchParams.get('page') === '2' && failures-- > 0) return fail(500, 'internal_server_error');
      return handler(url, init);
    };
    const { tree, router } = storefrontTree(<MoreMenuSections pages={3} />, { url: '/en', handler: flaky });
    await freshVisit(router);
    render(tree);
    act(() => screen.getByRole('link', { name: 'More sections' }).click());
    expect((await screen.findByRole('alert')).textContent).toContain('The sections did not load. Please try again.');
    expect(screen.queryByRole('link', { name: 'More sections' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { name: 'Category 2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More sections' })).toBeTruthy();
  });
});
