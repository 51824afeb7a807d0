// What the layout specs (layout.spec.ts, layout-rows.spec.ts, layout-shift.spec.ts) share: the two screens,
// boxes and whether they overlap, a stand-in map tile, the English home page.
import type { Locator, Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

export type Box = { x: number; y: number; width: number; height: number };
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };
/** a map tile: tiles come from a third-party host, answered here so the tests stay on loopback */
export const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} has no box`);
  return b;
}

export async function openEnglish(page: Page, path = '/en') {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // boxes measured where things end up, not mid-animation
  await page.goto(path);
  await waitForHydration(page);
}

export async function addFirstDish(page: Page) {
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to basket: / })
    .first()
    .click();
}
