// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import AccountModal from './account-modal';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toast }));

const user = { id: 7, name: 'Aman', surname: 'Amanow', email: 'a@b', username: '61234567', bonus_amount: '12.50', address: [] };

function signedIn() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['user'], user);
  queryClient.setQueryData(['basket', 'en'], [{ id: 1, price: '10.00', basket: { quantity: 1 } }]);
  return queryClient;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const buttonNames = () => screen.getAllByRole('button').map((b) => b.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('account modal', () => {
  it('shows the menu with my data, my orders (a link to /orders in the language) and logout', () => {
    renderWithShop(<AccountModal close={() => {}} />, { queryClient: signedIn() });
    expect(buttonNames()).toEqual(['My data', 'My addresses', 'Log out']);
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/en/orders');
  });

  it('logout asks yes or no; no goes back to the menu', () => {
    renderWithShop(<AccountModal close={() => {}} />, { queryClient: signedIn() });
    fireEvent.click(button('Log out'));
    expect(screen.getByText('Do you really want to log out?').textContent).toBe('Do you really want to log out?');
    expect(buttonNames()).toEqual(['Yes', 'No']);
    fireEvent.click(button('No'));
    expect(buttonNames()).toEqual(['My data', 'My addresses', 'Log out']);
    expect(screen.queryByText('Do you really want to log out?')).toBeNull();
  });

  it('yes signs out on the server, drops the user and basket, says so and closes', async () => {
    const { calls } = scriptedFetch({ 'POST /api/auth/logout': ok(null) });
    const close = vi.fn();
    const { queryClient } = renderWithShop(<AccountModal close={close} />, { queryClient: signedIn() });
    fireEvent.click(button('Log out'));
    fireEvent.click(button('Yes'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    // (the page also reads the shop's status: the writes are what is checked)
    expect(calls.filter((c) => c.method === 'POST')).toMatchObject([{ url: '/api/auth/logout' }]);
    expect(queryClient.getQueryData(['user'])).toBeNull();
    expect(queryClient.getQueryData(['basket', 'en'])).toBeUndefined();
    // notices go through the lazily loaded react-hot-toast
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('You have signed out', undefined));
  });

  it('my data shows the fields, the read-only phone and the bonus; saves name, surname and email', async () => {
    const { calls } = scriptedFetch({ 'POST /back/api/v1/users/update': ok({ ...user, name: 'Merdan' }) });
    const { queryClient } = renderWithShop(<AccountModal close={() => {}} />, { queryClient: signedIn() });
    fireEvent.click(button('My data'));
    expect(field('Phone').value).toBe('+99361234567');
    expect(field('Phone').readOnly).toBe(true);
    expect(screen.getByText(/^Your bonus/).textContent).toBe('Your bonus: 12.50 TMT');
    fireEvent.change(field('Name'), { target: { value: '' } });
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(button('Save changes').disabled).toBe(true);
    fireEvent.change(field('Name'), { target: { value: 'Merdan' } });
    fireEvent.change(field('Email'), { target: { value: 'not an email' } });
    expect(button('Save changes').disabled).toBe(false);
    fireEvent.click(button('Save changes'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Success', undefined));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: 'Merdan', surname: 'Amanow', email: 'not an email' },
    ]);
    expect(queryClient.getQueryData<typeof user>(['user'])!.name).toBe('Merdan');
  });

  it('says some_error_occured when saving fails', async () => {
    scriptedFetch({ 'POST /back/api/v1/users/update': fail(500, 'internal') });
    renderWithShop(<AccountModal close={() => {}} />, { queryClient: signedIn() });
    fireEvent.click(button('My data'));
    fireEvent.click(button('Save changes'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong', undefined));
  });
});
