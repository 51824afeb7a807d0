// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import AuthModal from './auth-modal';

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('auth modal, a mistyped phone', () => {
  it('"Change number" goes back to the phone step with everything typed kept and focus in the phone field', async () => {
    const { calls } = scriptedFetch({ 'POST /back/api/v1/register': ok({ id: 7 }) });
    const close = vi.fn();
    renderWithShop(<AuthModal close={close} />);
    type('Name', 'Aman');
    type('Email', 'a@b');
    fireEvent.focus(field('Phone'));
    type('Phone', '+99361234576');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('We sent a code to +99361234576');

    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.queryByText('We sent a code to +99361234576')).toBeNull();
    expect(document.activeElement).toBe(field('Phone'));
    expect([field('Name').value, field('Phone').value, field('Email').value]).toEqual(['Aman', '+99361234576', 'a@b']);
    expect(close).not.toHaveBeenCalled();

    type('Phone', '+99361234567');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('We sent a code to +99361234567');
    expect(calls.filter((c) => c.url.endsWith('/register')).map((c) => c.body.phone)).toEqual(['61234576', '61234567']);
  });
});
