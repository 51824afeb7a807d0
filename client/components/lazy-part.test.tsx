// @vitest-environment jsdom
// A part whose code does not come (offline) says so in its place and loads when asked again; any
// other error still reaches the page's boundary.
import { Component, type ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPart, retryableLazy } from './lazy-part';

afterEach(cleanup);

class PageBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <p>error page</p> : this.props.children;
  }
}

function mount(Part: React.ComponentType) {
  render(
    <PageBoundary>
      <LazyPart loading={<p>loading</p>} failed={(retry) => <button onClick={retry}>try again</button>}>
        <Part />
      </LazyPart>
    </PageBoundary>,
  );
}

describe('a lazy part of the page', () => {
  it('that did not load shows its notice, asks once (no retry loop), and loads when the shopper tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error (the shop's root does not: start-client)
    const load = vi
      .fn<() => Promise<{ default: React.ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>the basket</p> });
    mount(retryableLazy(load));
    await screen.findByRole('button', { name: 'try again' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'try again' }));
    expect(await screen.findByText('the basket')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('error page')).toBeNull();
  });

  it('that is quiet shows nothing when its code did not come, and the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const Promo = retryableLazy<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { container } = render(
      <PageBoundary>
        <p>the page</p>
        <LazyPart quiet>
          <Promo />
        </LazyPart>
      </PageBoundary>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.textContent).toBe('the page');
  });

  it('lets any other error through to the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the error the page caught
    const Broken = retryableLazy(async () => ({
      default: () => {
        throw new Error('a bug');
      },
    }));
    mount(Broken);
    expect(await screen.findByText('error page')).toBeTruthy();
  });
});
