// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import { GroupForm } from './group-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const POST = 'POST /back/api/v1/desk/menu/groups';

function newGroup(reply: { status: number; body: unknown }) {
  const fetched = scriptedFetch({ [POST]: reply });
  const onDone = vi.fn();
  renderWithShop(<GroupForm onDone={onDone} />);
  const form = screen.getByRole('form', { name: 'New choice group' });
  for (const language of ['Türkmençe', 'Русский', 'English'])
    fireEvent.change(within(form).getByLabelText(new RegExp(`^Group name \\(${language}\\)`)), { target: { value: 'Portion' } });
  return { ...fetched, form, onDone };
}

describe('the end of a choice group’s form', () => {
  it("shows the server's refusal as an alert, and Cancel leaves", async () => {
    const { form, onDone } = newGroup(fail(409, 'conflict', 'Another desk changed the groups meanwhile.'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'Another desk changed the groups meanwhile.');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('leaves a refusal that names a field to the field, and keeps Save off while the limits are wrong', async () => {
    const { form, calls } = newGroup({
      status: 422,
      body: { success: false, error: 'validation_failed', message: 'Check the form.', fields: { min: 'out_of_range' } },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This value is not allowed')).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
    fireEvent.change(within(form).getByLabelText('At most'), { target: { value: '0' } });
    expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
