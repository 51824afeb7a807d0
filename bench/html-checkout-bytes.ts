// Issue 35 (record 027's addendum): the HTML path's checkout page and its confirmation, as they cross the
// wire (Brotli, the encoding a phone's browser asks for; gzip beside it), and what their bytes are made
// of: the page's markup, the boot data (window.__BOOT__), the inline scripts and styles. Deterministic
// (no timing): `npx tsx bench/html-checkout-bytes.ts` after `npm run build`.
import zlib from 'node:zlib';
import { startServer, stopServer } from '../tests/e2e/server';
import { guestCheckoutForm, rawGet } from '../tests/ssr/support';
import { HTML_BASKET_COOKIE } from '../shared/html-basket';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The page's parts, uncompressed, and each part's share once compressed alone (Brotli). */
function parts(html: string) {
  const boot = /window\.__BOOT__=(\{.*?\});/.exec(html)?.[1] ?? '';
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>|style="[^"]*"/g)].map((m) => m[0]).join('');
  const br = (s: string) => zlib.brotliCompressSync(s).length;
  return { html: html.length, boot: boot.length, bootBr: br(boot), scripts: scripts.length - boot.length, stylesBytes: styles.length };
}

async function measure(url: string, cookie: string) {
  const [br, gz] = await Promise.all(['br', 'gzip'].map((encoding) => rawGet(url, { Cookie: cookie, 'Accept-Encoding': encoding })));
  const html = zlib.brotliDecompressSync(br.body).toString('utf8');
  return { status: br.status, br: br.body.length, gzip: gz.body.length, ...parts(html), text: html };
}

export async function benchHtmlCheckoutBytes() {
  const server = await startServer({ LOG_LEVEL: 'info', PAGE_CACHE_TTL_MS: '0' });
  try {
    const cookie = `${HTML_BASKET_COOKIE}=1.2`;
    const checkout = await measure(`${server.url}/en/checkout`, cookie);
    const placed = await fetch(`${server.url}/en/checkout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: guestCheckoutForm({ fulfilment: 'delivery' }),
    });
    const location = placed.headers.get('location');
    if (placed.status !== 303 || !location) throw new Error(`checkout post: ${placed.status}`);
    // the basket cookie is cleared by the post: the confirmation is asked for as the browser would, without it
    const done = await measure(`${server.url}${location}`, '');
    console.log('-- the HTML checkout and its confirmation over the wire (en, one dish ×2, delivery)');
    for (const [name, p] of [
      ['checkout', checkout],
      ['confirmation', done],
    ] as const)
      console.log(
        `${name.padEnd(13)} ${p.status} br ${kb(p.br)} gzip ${kb(p.gzip)} | raw ${kb(p.html)}: boot ${kb(p.boot)} (br alone ${kb(p.bootBr)}), other inline scripts ${kb(p.scripts)}, inline styles ${kb(p.stylesBytes)}`,
      );
    if (process.env.HTML_CHECKOUT_DUMP) {
      const fs = await import('node:fs');
      fs.writeFileSync(`${process.env.HTML_CHECKOUT_DUMP}-checkout.html`, checkout.text);
      fs.writeFileSync(`${process.env.HTML_CHECKOUT_DUMP}-done.html`, done.text);
    }
  } finally {
    await stopServer(server);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchHtmlCheckoutBytes();
