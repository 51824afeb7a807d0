// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch, type Call } from '../../../../tests/helpers/harness';
import type { AuditView, StaffMember } from '../../../../shared/api/desk';
import { DeskStaff } from './desk-staff';

const owner: StaffMember = { id: 1, name: 'Döwlet', phone: '65000001', role: 'owner' };
const manager: StaffMember = { id: 2, name: 'Maral', phone: '65000002', role: 'manager' };
const newcomer: StaffMember = { id: 3, name: '', phone: '61234567', role: 'manager' };

const audit = (id: number, action: string): AuditView => ({
  id,
  actor: 'staff',
  actor_user: { id: 1, name: 'Döwlet', phone: '65000001' },
  action,
  entity: 'staff',
  entity_id: '2',
  before: null,
  after: null,
  at: '2026-11-25T07:00:00.000Z',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const deskCalls = (calls: Call[]) => calls.filter((c) => c.url.includes('/desk/'));

describe("the desk's staff screen", () => {
  it('is not there for a manager, and asks the server nothing', async () => {
    const { calls } = scriptedFetch({ 'GET /back/api/v1/desk/staff': ok([owner, manager]) });
    renderWithShop(<DeskStaff me={manager} />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: 'Staff' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Audit log' })).toBeNull();
    expect(deskCalls(calls)).toEqual([]);
  });

  it('lets an owner add a staff member with a phone and role', async () => {
    let staff = [owner, manager];
    const { calls } = scriptedFetch({
      'GET /back/api/v1/desk/staff': () => ok(staff),
      'POST /back/api/v1/desk/staff': () => {
        staff = [...staff, newcomer];
        return { status: 201, body: { success: true, data: newcomer } };
      },
      'GET /back/api/v1/desk/audit': ok([audit(9, 'staff.add')], { total: 1, page: 1, limit: 20 }),
    });
    renderWithShop(<DeskStaff me={owner} />);
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Döwlet · Owner', 'Maral · Manager']);
    const phone = screen.getByLabelText('Phone');
    fireEvent.focus(phone);
    fireEvent.change(phone, { target: { value: '+99361234567' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'manager' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('+99361234567 · Manager');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ phone: '61234567', role: 'manager' });
    expect((await screen.findByRole('cell', { name: 'Staff member added' })).closest('tr')?.textContent).toContain('Döwlet');
  });

  it('removes a staff member only after the confirm step, never the owner themself', async () => {
    let staff = [owner, manager];
    const { calls } = scriptedFetch({
      'GET /back/api/v1/desk/staff': () => ok(staff),
      'DELETE /back/api/v1/desk/staff/2': () => {
        staff = [owner];
        return ok(staff);
      },
      'GET /back/api/v1/desk/audit': ok([], { total: 0, page: 1, limit: 20 }),
    });
    renderWithShop(<DeskStaff me={owner} />);
    await screen.findByText('Maral · Manager');
    expect(screen.queryByRole('button', { name: 'Remove Döwlet' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Maral' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    const confirm = screen.getByRole('group', { name: 'Remove Maral from the staff?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByText('Maral · Manager')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/back/api/v1/desk/staff/2']);
  });

  it('pages through the audit log', async () => {
    const { calls } = scriptedFetch({
      'GET /back/api/v1/desk/staff': ok([owner]),
      'GET /back/api/v1/desk/audit': (call) =>
        new URL(call.url, 'http://shop.test').searchParams.get('page') === '2'
          ? ok([audit(1, 'order.accepted')], { total: 21, page: 2, limit: 20 })
          : ok([audit(2, 'staff.remove')], { total: 21, page: 1, limit: 20 }),
    });
    renderWithShop(<DeskStaff me={owner} />);
    await screen.findByRole('cell', { name: 'Staff member removed' });
    expect(screen.getByRole('navigation', { name: 'Audit log pages' }).textContent).toContain('Page 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByRole('cell', { name: 'Order accepted' });
    expect(calls.filter((c) => c.url.includes('/desk/audit')).map((c) => c.url)).toEqual([
      '/back/api/v1/desk/audit?page=1&limit=20',
      '/back/api/v1/desk/audit?page=2&limit=20',
    ]);
  });
});
