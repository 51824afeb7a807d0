import type { Locator } from '@playwright/test';

/** Scrolls to the address map in `scope`: its code loads when it comes near the screen (issue 13). */
export async function scrollToMap(scope: Locator) {
  await scope.locator('.map-picker').scrollIntoViewIfNeeded();
}
