// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import AddressModal from './address-modal';

const home = { id: 1, address: 'Magtymguly 12', apartment: '5', entrance: '', floor: '2', comment: '', latitude: '', longitude: '' };
const work = { id: 2, address: 'Bitarap 3', apartment: '', entrance: '', floor: '', comment: '', latitude: '37.95', longitude: '58.38' };
const user = { id: 7, name: 'Aman', surname: '', email: '', username: '61234567', bonus_amount: '0.00', address: [home, work] };

function signedIn() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['user'], user);
  return queryClient;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('address modal', () => {
  it('lists the addresses with edit and delete each, and an add link', () => {
    renderWithShop(<AddressModal close={() => {}} />, { queryClient: signedIn() });
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Edit the address Magtymguly 12',
      'Delete the address Magtymguly 12',
      'Edit the address Bitarap 3',
      'Delete the address Bitarap 3',
      '+ Add an address',
    ]);
  });

  it('add: the address is required and red once touched; save sends the fields and returns to the list', async () => {
    const { calls } = scriptedFetch({
      'POST /api/users/address-upsert': ok({ ...home, id: 3, address: 'Oguzhan 1' }),
      'GET /back/api/v1/user': ok(user),
    });
    renderWithShop(<AddressModal close={() => {}} />, { queryClient: signedIn() });
    fireEvent.click(button('+ Add an address'));
    expect(screen.getByRole('heading').textContent).toBe('New address');
    expect(button('Save').disabled).toBe(true);
    expect(field('Address').getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(field('Address'));
    expect(field('Address').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field('Address'), { target: { value: 'Oguzhan 1' } });
    fireEvent.change(field('Floor'), { target: { value: '4' } });
    expect(button('Save').disabled).toBe(false);
    fireEvent.click(button('Save'));
    await screen.findByRole('button', { name: '+ Add an address' });
    const upsert = calls.find((c) => c.url === '/api/users/address-upsert')!;
    expect(upsert.body).toEqual({
      address: 'Oguzhan 1',
      apartment: '',
      entrance: '',
      floor: '4',
      comment: '',
      latitude: '',
      longitude: '',
    });
    expect(calls.some((c) => c.url.endsWith('/back/api/v1/user'))).toBe(true);
  });

  it('edit sends the id; a failed save keeps the form with the message, and an edit clears it', async () => {
    const { calls } = scriptedFetch({
      'POST /api/users/address-upsert': {
        status: 422,
        body: { statusCode: 422, data: { success: false, error: 'validation_failed', message: 'Check the address' } },
      },
    });
    renderWithShop(<AddressModal close={() => {}} />, { queryClient: signedIn() });
    fireEvent.click(button('Edit the address Magtymguly 12'));
    expect(field('Address').value).toBe('Magtymguly 12');
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Check the address');
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ id: 1, address: 'Magtymguly 12', apartment: '5', floor: '2' });
    fireEvent.change(field('Comment for the courier'), { target: { value: 'ring twice' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('cancel returns from the form to the list', () => {
    renderWithShop(<AddressModal close={() => {}} />, { queryClient: signedIn() });
    fireEvent.click(button('+ Add an address'));
    fireEvent.click(button('Cancel'));
    expect(screen.queryByLabelText('Address')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Edit the address/ })).toHaveLength(2);
  });

  it('delete asks first; cancel goes back, confirm deletes and shows the new list', async () => {
    const { calls } = scriptedFetch({
      'POST /api/users/address-remove/2': ok({ address: [home] }),
      'GET /back/api/v1/user': ok({ ...user, address: [home] }),
    });
    renderWithShop(<AddressModal close={() => {}} />, { queryClient: signedIn() });
    fireEvent.click(button('Delete the address Bitarap 3'));
    expect(screen.getByText(/^Delete the address “/).textContent).toBe('Delete the address “Bitarap 3”?');
    expect(screen.queryByRole('button', { name: /^Edit the address/ })).toBeNull();
    fireEvent.click(button('Cancel'));
    fireEvent.click(button('Delete the address Bitarap 3'));
    fireEvent.click(button('Delete'));
    await screen.findByRole('button', { name: '+ Add an address' });
    expect(screen.queryByText('Bitarap 3')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Edit the address/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Edit the address Magtymguly 12',
    ]);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ method: 'POST', url: '/api/users/address-remove/2' });
  });

  it('a failed delete says why and stays on the confirmation', async () => {
    scriptedFetch({ 'POST /api/users/address-remove/2': fail(404, 'address_not_found', 'Address not found') });
    renderWithShop(<AddressModal close={() => {}} />, { queryClient: signedIn() });
    fireEvent.click(button('Delete the address Bitarap 3'));
    fireEvent.click(button('Delete'));
    expect((await screen.findByRole('alert')).textContent).toBe('Address not found');
  });

  it('opens straight at the form for an address when asked', () => {
    renderWithShop(<AddressModal close={() => {}} mode="form" addressId={2} />, { queryClient: signedIn() });
    expect(field('Address').value).toBe('Bitarap 3');
    expect(screen.getByText(/^Point on the map/).textContent).toBe('Point on the map: 37.950000, 58.380000');
  });
});
