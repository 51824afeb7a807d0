import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, stopServer, type RunningServer } from '../e2e/server';

// Issue 12, item 13: the built production server says once, at start-up, that PUBLIC_URL is missing
// (every canonical, preview and sitemap URL would name localhost); it is quiet when it is set.

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map(stopServer));
});

async function startUpWarnings(env: Record<string, string>) {
  const server = await startServer(env);
  running.push(server);
  const lines = fs
    .readFileSync(server.logFile, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l));
  return lines.filter((entry) => entry.level === 40 && String(entry.msg).includes('PUBLIC_URL'));
}

describe('start-up in production', () => {
  it('warns in one line when PUBLIC_URL is not set', async () => {
    const warnings = await startUpWarnings({ PUBLIC_URL: '' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0].msg).toMatch(/^PUBLIC_URL is not set: .*http:\/\/localhost:0$/);
  });

  it('says nothing about it when PUBLIC_URL is set', async () => {
    expect(await startUpWarnings({ PUBLIC_URL: 'https://shop.example' })).toEqual([]);
  });
});
