import fs from 'node:fs';
import { test, expect, FAILED_LOAD } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { locales, type Locale } from '../../shared/locale';
import { axeViolations, dictionary, pathIn } from './a11y-helpers';
import { addStaff, hydrated, signInAtDesk } from './desk-helpers';
import { open, sections, startRoundTheClock } from './desk-screens-helpers';
import { stopServer, type RunningServer } from './server';

// the signed-out desk asks who is signed in and is told 401: the browser logs every refused request
test.use({ allowedConsoleErrors: [FAILED_LOAD] });

// The desk's other screens in a browser: Today (figures, cancellations, the CSV), Staff (owners only,
// audited); axe on every screen in tm, ru and en. Phone orders and accepting for a time: desk-screens-board.spec.ts.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startRoundTheClock();
});
test.afterAll(async () => {
  await stopServer(server);
});

// one phone per sign-in: a code is not sent to the same phone twice within a minute
const OWNER = '65123460';
const OWNER_2 = '65123463';
const OWNER_3 = '65123464';
const MANAGER = '65123461';
const sameSite = () => ({ origin: server.url });

async function guestOrder(request: APIRequestContext, key: string): Promise<{ id: number; number: string; total: string }> {
  const placed = await request.post('/back/api/v1/orders-web', {
    headers: { 'Idempotency-Key': key },
    data: {
      name: 'Merjen',
      phone: '+99365999990',
      address: 'Bitarap Türkmenistan 12',
      payment_method: 'cash',
      delivery_time: 'asap',
      items: [{ product_id: 1, quantity: 2 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { id: number; number: string; total: string } }).data;
}

async function deskCall(request: APIRequestContext, path: string, data: object) {
  const res = await request.post(`/back/api/v1/desk/orders/${path}`, { headers: sameSite(), data });
  expect(res.status(), await res.text()).toBe(200);
}

test('Today: counts, revenue, average and cancellations with reasons; the CSV of the day has the order', async ({ openContext }) => {
  test.setTimeout(90_000);
  addStaff(server, OWNER, 'owner');
  const staff = await openContext({ baseURL: server.url });
  const desk = await staff.newPage();
  await signInAtDesk(desk, server, OWNER);

  // one order delivered, one rejected with a reason and a note
  const delivered = await guestOrder(desk.request, 'today-1');
  await deskCall(desk.request, `${delivered.id}/accept`, { minutes: 30 });
  for (const status of ['cooking', 'on_the_way', 'delivered']) await deskCall(desk.request, `${delivered.id}/status`, { status });
  const rejected = await guestOrder(desk.request, 'today-2');
  await deskCall(desk.request, `${rejected.id}/reject`, { reason: 'out_of_stock', note: 'No rice today' });

  await open(desk, 'today');
  const today = desk.getByRole('region', { name: 'Today' });
  const figure = (name: string) =>
    today
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .locator('xpath=following-sibling::dd');
  await expect(figure('Orders')).toHaveText('2');
  await expect(figure('Delivered')).toHaveText('1');
  await expect(figure('Revenue')).toHaveText(`${delivered.total} TMT`);
  await expect(figure('Average order')).toHaveText(`${delivered.total} TMT`);
  await expect(figure('Cancelled')).toHaveText('1');
  await expect(today.getByText('Out of stock: 1')).toBeVisible();
  await expect(today.getByText(`Order ${rejected.number} — Out of stock: No rice today`)).toBeVisible();
  expect(await axeViolations(desk), 'Today').toEqual([]);

  // the date range is today's (Ashgabat) by default
  const downloading = desk.waitForEvent('download');
  await today.getByRole('link', { name: 'Download CSV' }).click();
  const csv = fs.readFileSync((await (await downloading).path())!, 'utf8');
  const rows = csv.trim().split(/\r?\n/);
  expect(rows[0]).toMatch(/^number,placed_at,source,status/);
  expect(rows.find((r) => r.startsWith(`${delivered.number},`))).toContain(',web,delivered,delivery,Merjen,');
  expect(rows.find((r) => r.startsWith(`${rejected.number},`))).toContain('out_of_stock');
  await staff.close();
});

test('Staff: the owner adds a manager by phone and removes them, the audit log shows both; a manager has no Staff section', async ({
  openContext,
}) => {
  test.setTimeout(90_000);
  addStaff(server, OWNER_2, 'owner');
  addStaff(server, MANAGER, 'manager');
  const staff = await openContext({ baseURL: server.url });
  const desk = await staff.newPage();
  await signInAtDesk(desk, server, OWNER_2);
  await open(desk, 'staff');
  const list = desk.getByRole('region', { name: 'Staff' });
  await list.getByLabel('Phone').pressSequentially('65123462');
  await list.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Manager' });
  await list.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(list.getByText('65123462 · Manager')).toBeVisible();
  expect(await axeViolations(desk), 'Staff').toEqual([]);

  await list.getByRole('button', { name: 'Remove 65123462' }).click();
  const confirm = list.getByRole('group', { name: 'Remove 65123462 from the staff?' });
  expect(await axeViolations(desk), 'Staff, confirming a removal').toEqual([]);
  await confirm.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(list.getByText('65123462 · Manager')).toBeHidden();

  // both by the owner (named by their phone), about the same staff member
  const byOwner = desk.getByRole('region', { name: 'Audit log' }).getByRole('row').filter({ hasText: OWNER_2 });
  const added = byOwner.filter({ hasText: 'Staff member added' });
  const removed = byOwner.filter({ hasText: 'Staff member removed' });
  await expect(added).toHaveCount(1);
  await expect(removed).toHaveCount(1);
  const member = /Staff member #\d+/.exec((await added.textContent()) ?? '')?.[0];
  expect(member).toBeTruthy();
  await expect(removed).toContainText(member!);
  await staff.close();

  // a manager: no Staff section at all
  const other = await openContext({ baseURL: server.url });
  const managerDesk = await other.newPage();
  await signInAtDesk(managerDesk, server, MANAGER);
  await expect(sections(managerDesk).getByRole('button')).toHaveText(['Orders', 'Today', 'Phone order', 'Menu', 'Stop-list', 'Printers']);
  await expect(managerDesk.getByRole('region', { name: 'Staff' })).toHaveCount(0);
  await other.close();
});

test('every desk screen in tm, ru and en has no accessibility violations: signed out, Orders, Today, Phone order, Staff', async ({
  openContext,
}) => {
  test.setTimeout(180_000);
  addStaff(server, OWNER_3, 'owner');
  const staff = await openContext({ baseURL: server.url });
  const desk = await staff.newPage();
  for (const locale of locales) {
    await desk.goto(pathIn('/desk', locale));
    await hydrated(desk);
    await expect(desk.getByRole('heading', { level: 1, name: dictionary(locale)('desk.sign_in.title') })).toBeVisible();
    expect(await axeViolations(desk), `${locale}: signed out`).toEqual([]);
  }
  await signInAtDesk(desk, server, OWNER_3, { anyBoard: true });
  for (const locale of ['tm', 'ru', 'en'] as Locale[]) {
    const t = dictionary(locale);
    // the header's language switch: the same desk in another language
    await desk
      .getByRole('banner')
      .getByRole('link', { name: t(`shell.language_names.${locale}`) })
      .click();
    await expect(desk).toHaveURL(new RegExp(`${pathIn('/desk', locale)}$`));
    await hydrated(desk);
    await expect(desk.locator('html')).toHaveAttribute('data-locale', locale);
    for (const id of ['board', 'today', 'phone', 'staff']) {
      await open(desk, id, t);
      await expect(sections(desk, t).getByRole('button', { name: t(`desk.nav.${id}`) })).toHaveAttribute('aria-current', 'page');
      const heading = id === 'board' ? t('desk.title') : t(`desk.${id === 'phone' ? 'phone_order' : id}.title`);
      await expect(desk.getByRole('heading', { name: heading }).first()).toBeVisible();
      // (the address map's own placeholder stays until it is scrolled near: it is not the screen loading)
      await expect(desk.getByText(t('desk.loading')).and(desk.locator(':not(.map-picker--loading)'))).toHaveCount(0);
      expect(await axeViolations(desk), `${locale}: ${id}`).toEqual([]);
    }
  }
  await staff.close();
});
