import type { FullConfig } from '@playwright/test';
import { startServer, stopServer } from './server';

// One production server for the whole run; each test works with its own shopper state.
export default async function globalSetup(_config: FullConfig) {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_LOG_FILE = server.logFile;
  process.env.E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789';
  return async () => stopServer(server);
}
