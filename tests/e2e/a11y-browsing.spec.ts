import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForHydration } from './fixtures';

// One language is enough: the markup is the same in all three.
for (const [name, path] of [
  ['home', '/en'],
  ['products', '/en/products?category=1'],
  ['search results', '/en/products?search=plov'],
  ['a product page', '/en/products/1'],
  ['a content page', '/en/delivery-and-payment'],
] as const) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    expect(serious).toEqual([]);
  });
}

test('the product modal has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/en?product_id=1');
  await waitForHydration(page);
  await expect(page.getByRole('dialog', { name: 'Plov' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
