import { expect, type Locator } from '@playwright/test';

/**
 * Scrolls to the address map in `scope` and waits for it: its code loads when it comes near the
 * screen (issue 13), and the placeholder may be replaced while the scroll is under way.
 */
export async function scrollToMap(scope: Locator) {
  await expect(async () => {
    await scope.locator('.map-picker').scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(scope.locator('.map-picker.leaflet-container')).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
