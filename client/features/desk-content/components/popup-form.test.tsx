// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import { PopupForm } from './popup-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PUT = 'PUT /back/api/v1/desk/content/popup';
const form = () => screen.getByRole('form', { name: 'Pop-up' });
const type = (label: RegExp, value: string) => fireEvent.change(within(form()).getByLabelText(label), { target: { value } });

function fill(url: string) {
  type(/^Link \(Türkmençe\)/, url);
  type(/^Link \(Русский\)/, '/pages/aksiya');
  type(/^Link \(English\)/, '/pages/offer');
  type(/^Picture \(Türkmençe\)/, '/images/a.png');
  type(/^Picture \(Русский\)/, '/images/a.png');
  type(/^Picture \(English\)/, '/images/a.png');
}

describe('the desk’s pop-up form', () => {
  it('refuses a link the shared rule refuses with the link rule, and sends nothing', async () => {
    const { calls } = scriptedFetch({ [PUT]: ok(null) });
    renderWithShop(<PopupForm popup={null} />);
    fill('javascript:alert(1)');
    fireEvent.click(within(form()).getByRole('button', { name: 'Save the pop-up' }));
    expect(await within(form()).findByText(/Each link must be a path on this site/)).toBeTruthy();
    expect(within(form()).getAllByText(/Each link must be a path/)).toHaveLength(1); // the pictures passed
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('sends the links once they pass, and says it saved', async () => {
    const { calls } = scriptedFetch({ [PUT]: ok(null) });
    renderWithShop(<PopupForm popup={null} />);
    fill('https://example.com/tm');
    fireEvent.click(within(form()).getByRole('button', { name: 'Save the pop-up' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      popup: {
        url: { tm: 'https://example.com/tm', ru: '/pages/aksiya', en: '/pages/offer' },
        image: { tm: '/images/a.png', ru: '/images/a.png', en: '/images/a.png' },
      },
    });
    expect(await within(form()).findByText('Saved.')).toBeTruthy();
  });

  it('shows the server’s word on a field it refused', async () => {
    scriptedFetch({
      [PUT]: { status: 422, body: { success: false, error: 'validation_failed', message: 'bad', fields: { 'image.en': 'too_long' } } },
    });
    renderWithShop(<PopupForm popup={null} />);
    fill('/pages/aksiya');
    fireEvent.click(within(form()).getByRole('button', { name: 'Save the pop-up' }));
    const picture = within(form()).getByRole('group', { name: 'Picture' });
    await waitFor(() => expect(within(picture).getByText(/too long/i)).toBeTruthy());
  });
});
