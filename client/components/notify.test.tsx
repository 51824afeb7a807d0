// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from './notify';
import { Toaster } from './toaster';

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
})) as unknown as typeof window.matchMedia;

describe('notify', () => {
  it('mounts the toaster with the first notice and shows it', async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
    await act(async () => notify.success('Saved'));
    // each notice is announced: a polite live region holding its text
    expect((await screen.findAllByRole('status')).map((s) => s.textContent)).toEqual(['Saved']);
    await act(async () => notify.error('Something went wrong'));
    // the newest on top
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Something went wrong', 'Saved']));
  });
});
