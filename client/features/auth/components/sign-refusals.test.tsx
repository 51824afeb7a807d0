// @vitest-environment jsdom
// What the sign-in form says when the server refuses it (issue 12.1, 12.4): the refused field is
// marked with the reason and focused; no answer at all is said in words, never the browser's English.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import AuthModal from './auth-modal';

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const reasonOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

let scrolled: Element[];
beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function register() {
  type('Name', 'Aman');
  fireEvent.focus(field('Phone'));
  type('Phone', '+99361234567');
  type('Email', 'a@b');
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe('sign-in, a refused request', () => {
  it('a phone the server refuses (422 fields) is marked with the reason and focused; editing clears it', async () => {
    scriptedFetch({
      'POST /back/api/v1/register': {
        status: 422,
        body: {
          success: false,
          error: 'validation_failed',
          message: 'Some fields are missing or incorrect.',
          fields: { phone: 'invalid' },
        },
      },
    });
    renderWithShop(<AuthModal close={() => {}} />);
    register();
    await waitFor(() => expect(field('Phone').getAttribute('aria-invalid')).toBe('true'));
    expect(reasonOf(field('Phone'))).toBe('Enter a mobile number: +993 and 8 digits, e.g. +993 65 12 34 56');
    expect(document.activeElement).toBe(field('Phone'));
    expect(scrolled).toEqual([field('Phone')]);
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
    type('Phone', '+99365123456');
    expect(field('Phone').getAttribute('aria-invalid')).toBeNull();
  });

  it('no answer at all is said in the page\'s words, never "Failed to fetch"', async () => {
    const { fn } = scriptedFetch({});
    fn.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithShop(<AuthModal close={() => {}} />);
    register();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('No connection to the shop. Check the internet and try again: everything you entered is kept.');
    // the refusal and a working button arrive in one commit: a click the moment the alert shows is not lost
    expect((screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
