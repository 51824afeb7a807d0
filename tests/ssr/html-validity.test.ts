import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession } from '../../server/api/auth/sessions';
import { markPhoneVerified, upsertUnverifiedUser } from '../../server/api/auth/repo';
import { HTML_BASKET_COOKIE } from '../../shared/html-basket';
import { SESSION_COOKIE } from '../../shared/session';
import { localizePath, locales } from '../../shared/locale';
import { createRoutes } from '../../client/app/route-table';
import type { RouteDeps } from '../../client/router/context';
import { DESK_EXAMPLES, ROUTE_EXAMPLES, routeExamples } from '../helpers/route-examples';
import { startStorefront, type Storefront } from './support';

// Every server-rendered route in every language goes through the Nu HTML checker (vnu.jar):
// 0 errors; warnings are printed. One JVM run checks all pages (it is slow to start).

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

let shop: Storefront;
let customer: string;
let stranger: string;
let orderId: number;
let slugs: string[];
let trackingPath: string;

beforeAll(async () => {
  shop = await startStorefront({ SHOP_OPENS: '00:00', SHOP_CLOSES: '00:00' });
  customer = await signIn('64000001', 'Aman');
  stranger = await signIn('64000002', 'Merdan');
  const write = (p: string, body: object, key?: string) =>
    fetch(`${shop.url}/back/api/v1/${p}`, {
      method: 'POST',
      headers: { Origin: shop.url, 'Content-Type': 'application/json', Cookie: customer, ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify(body),
    });
  const first = await write('basket', { product_id: 1, quantity: 2 });
  expect(first.status, await first.clone().text()).toBe(200);
  const order = await write(
    'orders',
    { address: 'Magtymguly 12', payment_method: 'cash', delivery_time: 'asap', note: '' },
    'html-validity-1',
  );
  expect(order.status).toBe(201);
  orderId = ((await order.json()) as { data: { id: number } }).data.id;
  // the customer's checkout page shows a basket
  expect((await write('basket', { product_id: 1, quantity: 1 })).status).toBe(200);
  const guest = await fetch(`${shop.url}/back/api/v1/orders-web`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'html-validity-guest' },
    body: JSON.stringify({
      name: 'Jeren',
      phone: '+99365000001',
      address: 'Magtymguly 14',
      payment_method: 'card',
      delivery_time: 'asap',
      items: [{ product_id: 1, quantity: 1 }],
    }),
  });
  expect(guest.status, await guest.clone().text()).toBe(201);
  trackingPath = ((await guest.json()) as { data: { tracking_url: string } }).data.tracking_url;
  const pages = (await (await fetch(`${shop.url}/back/api/v1/pages`)).json()) as { data: { slug: string }[] };
  slugs = pages.data.map((p) => p.slug);
});
afterAll(() => shop?.close());

async function signIn(phone: string, name: string) {
  const id = (await upsertUnverifiedUser(shop.db, { name, surname: '', email: '', phone }, new Date()))!;
  await markPhoneVerified(shop.db, id, new Date());
  return `${SESSION_COOKIE}=${await createSession(shop.db, id, new Date())}`;
}

const routePaths = () => {
  const [root] = createRoutes(() => ({}) as RouteDeps);
  return root.children!.map((r) => (r.index ? '' : r.path!));
};

function java(): string {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    return 'java';
  } catch {
    throw new Error(
      'java is not on PATH: the Nu HTML checker needs a Java runtime (apt-get install default-jre-headless; .ci/run installs it)',
    );
  }
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

it('every server-rendered route in tm, ru and en is valid HTML (Nu HTML checker: 0 errors)', { timeout: 180_000 }, async () => {
  const javaCommand = java();
  const paths = routePaths();
  expect(Object.keys(ROUTE_EXAMPLES), "the route table's paths and tests/helpers/route-examples.ts").toEqual(paths);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-validity-'));
  const files = new Map<string, string>();
  const headingOnes = new Map<string, number>();
  const statuses: string[] = [];
  for (const locale of locales) {
    for (const visit of [...routeExamples({ orderId, slugs, trackingPath }), ...DESK_EXAMPLES]) {
      const url = localizePath(visit.path, locale);
      const cookie = { guest: undefined, customer, stranger, 'html-basket': `${HTML_BASKET_COOKIE}=1.2-2.1` }[visit.visitor];
      const res = await fetch(`${shop.url}${url}`, { headers: cookie ? { Cookie: cookie } : {} });
      const name = `${url}${visit.visitor === 'guest' ? '' : ` (${visit.visitor})`}`;
      if (visit.status && res.status !== visit.status) statuses.push(`${name}: ${res.status}, expected ${visit.status}`);
      const file = path.join(dir, `${files.size}.html`);
      const html = await res.text();
      fs.writeFileSync(file, html);
      files.set(`file:${file}`, name);
      headingOnes.set(name, html.match(/<h1[\s>]/g)?.length ?? 0);
    }
  }
  expect(statuses).toEqual([]);

  // one JVM for every page; it exits 1 when it found errors, its report is on stdout either way
  const { stdout, stderr } = await promisify(execFile)(
    javaCommand,
    ['-jar', vnuJar, '--format', 'json', '--stdout', ...[...files.keys()].map((f) => f.slice('file:'.length))],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((e: { stdout?: string; stderr?: string }) => ({ stdout: e.stdout ?? '', stderr: e.stderr ?? '' }));
  fs.rmSync(dir, { recursive: true, force: true });
  if (!stdout.startsWith('{')) throw new Error(`the Nu HTML checker gave no report: ${stderr}`);
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  const describe = (m: VnuMessage) =>
    `${files.get(m.url ?? '') ?? m.url} line ${m.lastLine}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`;
  const errors = messages.filter((m) => m.type !== 'info').map(describe);
  // warnings are allowed, printed once per message with the pages they occur on
  const warnings = new Map<string, string[]>();
  for (const m of messages.filter((m) => m.type === 'info'))
    warnings.set(m.message, [...(warnings.get(m.message) ?? []), files.get(m.url ?? '') ?? '?']);
  if (warnings.size) {
    console.warn(
      `Nu HTML checker warnings:\n${[...warnings].map(([message, pages]) => `${pages.length}× ${message} (${[...new Set(pages)].slice(0, 3).join(', ')}…)`).join('\n')}`,
    );
  }
  expect(errors).toEqual([]);
  // the checker does not ask for an h1: every page names itself with one before it hydrates
  expect([...files].filter(([, page]) => headingOnes.get(page) !== 1).map(([, page]) => `${page}: ${headingOnes.get(page)} h1`)).toEqual(
    [],
  );
  expect(files.size).toBeGreaterThan(paths.length * locales.length);
});
