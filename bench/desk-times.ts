import type { Page } from '@playwright/test';

/**
 * A desk screen's times once it is usable (the page's own watcher sets `window.__usableAt`): usable,
 * its script run (DOMContentLoaded), and the first answer from the API path ending in `answerPath`.
 */
export async function usableTimes(page: Page, answerPath: string, timeout: number) {
  await page.waitForFunction(() => ((window as unknown as { __usableAt?: number }).__usableAt ?? -1) > 0, null, { timeout });
  return page.evaluate((ending) => {
    const answers = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith(ending))
      .map((e) => (e as PerformanceResourceTiming).responseEnd);
    return {
      usable: (window as unknown as { __usableAt: number }).__usableAt,
      dcl: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
      answered: Math.min(...answers),
    };
  }, answerPath);
}
