import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium; Playwright's own browser downloads are not available here.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // a whole flow with axe on several pages takes 30-40 s on a slow 2-core machine: room to spare, not a retry
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // recorded on a failed test's retry (CI retries once), not for every test: recording every test and
    // keeping only the failures' cost a third of a spec's time on a slow 2-core machine (browsing +
    // shell 119 → 82 s; the whole suite took 17.3 min there, and CI must stay under 25)
    trace: 'on-first-retry',
    // the built pages register a service worker; only tests/e2e/offline.spec.ts lets it run (it
    // would answer chunk requests other specs route, abort or count)
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
        },
      },
    },
  ],
});
