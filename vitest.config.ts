import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['{client,shared,server,tests}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**'],
    environment: 'node',
    setupFiles: ['tests/setup/console.ts', 'tests/setup/dom.ts'],
    globalSetup: ['tests/setup/pg-schemas.ts'],
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine. The suites
    // wait on real servers, databases and browsers more than they compute, and each test has its own
    // database (a SQLite file or a PostgreSQL schema) and port, so at least two run side by side: 436 → 313 s.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
