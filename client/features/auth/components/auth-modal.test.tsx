// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedBasket } from '../../basket/test-kit';
import { GUEST_BASKET_KEY } from '../../basket/guest-store';
import { fail, ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import AuthModal from './auth-modal';

const user = { id: 7, name: 'Aman', surname: '', email: 'a@b', username: '61234567', bonus_amount: '0.00', address: [] };

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const boxes = () => screen.getAllByRole('textbox', { name: /Digit/ }) as HTMLInputElement[];

function fillRegister() {
  type('Name', 'Aman');
  fireEvent.focus(field('Phone'));
  type('Phone', '+99361234567');
  type('Email', 'a@b');
}

async function toCodeStep() {
  fillRegister();
  fireEvent.click(button('Register'));
  await screen.findByText('We sent a code to +99361234567');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('auth modal, step one', () => {
  it('has register and login tabs with tab semantics', () => {
    renderWithShop(<AuthModal close={() => {}} />);
    const [register, login] = screen.getAllByRole('tab');
    expect(register.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(register.id);
    fireEvent.keyDown(register, { key: 'ArrowRight' });
    expect(login.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(login.id);
    expect(screen.getByRole('tabpanel').contains(field('Phone'))).toBe(true);
  });

  it('masks the phone: +993 on focus, digits only, 8 at most, placeholder when empty', () => {
    renderWithShop(<AuthModal close={() => {}} />);
    expect(field('Phone').placeholder).toBe('+993xxxxxxxx');
    expect(field('Phone').getAttribute('inputmode')).toBe('tel');
    fireEvent.focus(field('Phone'));
    expect(field('Phone').value).toBe('+993');
    type('Phone', '+993a6b1');
    expect(field('Phone').value).toBe('+99361');
    type('Phone', '+9936123456789');
    expect(field('Phone').value).toBe('+99361234567');
    type('Phone', '+99');
    expect(field('Phone').value).toBe('+993');
  });

  it('keeps register disabled until name, phone and email are valid; marks touched invalid fields red', () => {
    renderWithShop(<AuthModal close={() => {}} />);
    expect(button('Register').disabled).toBe(true);
    fillRegister();
    expect(button('Register').disabled).toBe(false);
    type('Name', '');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(button('Register').disabled).toBe(true);
    type('Name', 'Aman');
    // surname: valid until edited and cleared
    expect(field('Surname').getAttribute('aria-invalid')).toBeNull();
    type('Surname', 'A');
    type('Surname', '');
    expect(field('Surname').getAttribute('aria-invalid')).toBe('true');
    expect(button('Register').disabled).toBe(true);
  });

  it('shows the API error in red under the form and clears it on any edit', async () => {
    const { calls } = scriptedFetch({ 'POST /back/api/v1/register': fail(409, 'phone_taken', 'This phone is already registered') });
    renderWithShop(<AuthModal close={() => {}} />);
    fillRegister();
    fireEvent.click(button('Register'));
    expect((await screen.findByRole('alert')).textContent).toBe('This phone is already registered');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Aman', surname: '', phone: '61234567', email: 'a@b' });
    type('Email', 'a@bc');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('logs in with the phone only and shows user_not_found', async () => {
    const { calls } = scriptedFetch({ 'POST /back/api/v1/login': fail(404, 'user_not_found', 'No such user') });
    renderWithShop(<AuthModal close={() => {}} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Log in' }));
    expect(button('Get a code').disabled).toBe(true);
    fireEvent.focus(field('Phone'));
    type('Phone', '+99361234567');
    fireEvent.click(button('Get a code'));
    expect((await screen.findByRole('alert')).textContent).toBe('No such user');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ phone: '61234567' });
  });
});

describe('auth modal, code step', () => {
  it('counts down from 02:00; at 0 verify is disabled and resend restarts everything', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = scriptedFetch({ 'POST /back/api/v1/register': ok({ id: 7 }) });
    renderWithShop(<AuthModal close={() => {}} />);
    await toCodeStep();
    expect(screen.getByRole('timer').textContent).toBe('02:00');
    expect(button('Send the code again').disabled).toBe(true);
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('01:59');
    ['1', '2', '3', '4'].forEach((d, i) => fireEvent.change(boxes()[i], { target: { value: d } }));
    expect(button('Confirm').disabled).toBe(false);
    await act(async () => void vi.advanceTimersByTime(119_000));
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect(button('Confirm').disabled).toBe(true);
    fireEvent.click(button('Send the code again'));
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('02:00'));
    expect(boxes().map((b) => b.value)).toEqual(['', '', '', '', '']);
    expect(calls.filter((c) => c.url.endsWith('/register'))).toHaveLength(2);
  });

  it('alerts "failed" when a resend fails with a message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let first = true;
    scriptedFetch({
      'POST /back/api/v1/register': () => (first ? ((first = false), ok({ id: 7 })) : fail(429, 'too_many_requests', 'Too many')),
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithShop(<AuthModal close={() => {}} />);
    await toCodeStep();
    await act(async () => void vi.advanceTimersByTime(120_000));
    fireEvent.click(button('Send the code again'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed'));
  });

  it('turns the boxes red on a wrong code until one is focused', async () => {
    scriptedFetch({
      'POST /back/api/v1/register': ok({ id: 7 }),
      'POST /api/auth/verify': fail(401, 'invalid_code', 'Wrong code'),
    });
    renderWithShop(<AuthModal close={() => {}} />);
    await toCodeStep();
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '12345' } });
    fireEvent.click(button('Confirm'));
    await waitFor(() => expect(boxes()[0].getAttribute('aria-invalid')).toBe('true'));
    fireEvent.focus(boxes()[2]);
    expect(boxes()[0].getAttribute('aria-invalid')).toBeNull();
  });

  it('after verify merges the guest basket, clears it locally, reloads the user and closes', async () => {
    localStorage.setItem(GUEST_BASKET_KEY, JSON.stringify({ 3: 2, 5: 1 }));
    const { calls } = scriptedFetch({
      'POST /back/api/v1/register': ok({ id: 7 }),
      'POST /api/auth/verify': ok({ user }),
      'POST /back/api/v1/basket-multiple': ok([]),
      'GET /back/api/v1/user': ok(user),
    });
    const close = vi.fn();
    renderWithShop(<AuthModal close={close} />);
    await toCodeStep();
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '01234' } });
    fireEvent.click(button('Confirm'));
    await waitFor(() => expect(close).toHaveBeenCalled());
    const verify = calls.find((c) => c.url === '/api/auth/verify')!;
    expect(verify.body).toEqual({ phone: '61234567', otp: '01234' });
    expect(verify.headers['Content-Type']).toBe('application/json');
    const merge = calls.find((c) => c.url.endsWith('/basket-multiple'))!;
    expect(merge.body).toEqual({
      products: [
        { product_id: 3, quantity: 2, choices: [] },
        { product_id: 5, quantity: 1, choices: [] },
      ],
    });
    expect(storedBasket()).toEqual({});
  });
});
