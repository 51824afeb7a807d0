import { expect, test } from './fixtures';
import { DESKTOP, openEnglish, PHONE } from './layout-helpers';

// Issue 12: the home page's sections end in a full row at every width, from a desktop to a phone.
test.describe('home sections end in a full row', () => {
  for (const size of [DESKTOP, { width: 1024, height: 900 }, { width: 900, height: 900 }, { width: 768, height: 900 }, PHONE]) {
    test(`at ${size.width} px every section's last row is full`, async ({ page }) => {
      await page.setViewportSize(size);
      await openEnglish(page);
      const sections = page.getByRole('main').getByRole('region');
      expect(await sections.count()).toBeGreaterThan(3);
      const rows = await sections.evaluateAll((regions) =>
        regions.map((region) => {
          const tops = [...region.querySelectorAll('article')]
            .map((a) => a.getBoundingClientRect())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top));
          const perRow = new Map<number, number>();
          for (const top of tops) perRow.set(top, (perRow.get(top) ?? 0) + 1);
          return `${region.getAttribute('aria-labelledby')}: ${[...perRow.values()].join(' ')}`;
        }),
      );
      const columns = await page
        .getByRole('main')
        .getByRole('list')
        .first()
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
      const incomplete = rows.filter((row) =>
        row
          .split(': ')[1]
          .split(' ')
          .some((n) => Number(n) !== columns),
      );
      expect(incomplete, `${columns} columns`).toEqual([]);
    });
  }
});
