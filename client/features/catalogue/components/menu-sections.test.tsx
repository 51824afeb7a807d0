// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, storefrontTree, testCategories, testProduct, type ApiHandler } from '../../../../tests/helpers/harness';
import { MoreMenuSections } from './menu-sections';

// GET /categories?page=N: one category per page, with one dish
const handler: ApiHandler = (url) => {
  if (!url.pathname.endsWith('/categories')) return undefined;
  const page = Number(url.searchParams.get('page'));
  const category = { ...testCategories[page - 1], products: [testProduct(page, `Dish ${page}`, '10.00')] };
  return ok([category], { total: 3, page, limit: 1 });
};

afterEach(cleanup);

describe('the home page’s further sections', () => {
  it('stay while the page stays: a dish’s window opened and closed (a new history entry each) keeps them', async () => {
    const { tree, router } = storefrontTree(<MoreMenuSections pages={3} />, { url: '/en', handler });
    render(tree);
    act(() => screen.getByRole('link', { name: 'More sections' }).click());
    expect(await screen.findByRole('heading', { name: 'Category 2' })).toBeTruthy();
    await act(() => router.navigate('/en?product_id=2', { preventScrollReset: true }));
    expect(screen.getByRole('heading', { name: 'Category 2' })).toBeTruthy();
    await act(() => router.navigate('/en?product_id=', { replace: true, preventScrollReset: true }));
    expect(screen.getByRole('heading', { name: 'Category 2' })).toBeTruthy();
  });
});
