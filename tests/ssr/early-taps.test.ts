import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '../../client/browser/early-taps-script';
import { startStorefront } from './support';

// Issue 13, item 4: the early event contract is inline at the top of every page's <head>, passes the
// page's CSP by its nonce (a cached page gets the new response's nonce), and stays tiny.
describe('the inline early tap contract', () => {
  let app: Awaited<ReturnType<typeof startStorefront>>;
  beforeAll(async () => {
    app = await startStorefront();
  });
  afterAll(() => app.close());

  const nonceOf = (res: request.Response) => /'nonce-([^']+)'/.exec(res.headers['content-security-policy'])![1];
  const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

  it('is in the head of every page, before any other script, with the response nonce, also when cached; an async module, which no stylesheet holds up', async () => {
    for (const path of ['/en', '/en', '/catalogue', '/tm/products?category=1', '/en/checkout', '/no-such-page']) {
      const res = await request(app.url).get(path);
      const scripts = head(res.text).match(/<script[^>]*>/g) ?? [];
      const first = head(res.text).indexOf('<script');
      expect(head(res.text).slice(first)).toMatch(
        new RegExp(
          `^<script nonce="${nonceOf(res).replace(/[+/=]/g, '\\$&')}" type="module" async="">\\(function\\(d\\)\\{var s=window.__taps`,
        ),
      );
      expect(scripts.length).toBeGreaterThan(0);
      expect(res.text.split(EARLY_TAPS_SCRIPT).length, `${path}: the contract once`).toBe(2);
      // before the page's content: taps are taken from the first byte of <body>
      expect(res.text.indexOf(EARLY_TAPS_SCRIPT)).toBeLessThan(res.text.indexOf('<body'));
    }
  });

  it('stays tiny: under 2,100 bytes, 1,100 gzip (830 and 491 before the slow link basket post, 536 and 341 before the at-once basket taps of issue 35)', () => {
    expect(EARLY_TAPS_SCRIPT.length).toBeLessThan(2_100);
    expect(gzipSync(EARLY_TAPS_SCRIPT).length).toBeLessThan(1_100);
  });

  it('is not in the browser bundle (the client renders the tag empty)', async () => {
    const res = await request(app.url).get('/en');
    // the entry is named by the page's start (a page whose link is unknown imports it there, 025)
    const entry = /E="([^"]+entry-client[^"]+)"/.exec(res.text)?.[1];
    expect(entry).toBeTruthy();
    const js = await request(app.url).get(entry!);
    expect(js.text).not.toContain('window.__taps={q:[]');
  });
});
