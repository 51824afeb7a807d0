// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStore } from './local-store';
import { InBrowserProvider, useInBrowser } from './use-in-browser';
import { useLocalStore } from './use-local-store';

const store = createLocalStore<string>('test.local-store', (raw) => (typeof raw === 'string' ? raw : ''), '');
afterEach(() => localStorage.clear());

describe('useLocalStore', () => {
  it('hydrates with the empty value and shows what is stored in the transition after hydration, never in a forced synchronous render', async () => {
    const renders: string[] = [];
    function Probe() {
      const inBrowser = useInBrowser();
      const value = useLocalStore(store);
      renders.push(`${inBrowser ? 'hydrated' : 'hydrating'}:${value || 'empty'}`);
      return <p>{value || 'empty'}</p>;
    }
    const tree = (
      <InBrowserProvider>
        <Probe />
      </InBrowserProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree); // the server: nothing stored there
    localStorage.setItem(store.key, JSON.stringify('two plov'));
    renders.length = 0;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('two plov');
    // useSyncExternalStore with a stored value that differs from the server's used to re-render
    // synchronously right after hydration ("hydrating:two plov"): one long task on a slow phone
    expect(renders).not.toContain('hydrating:two plov');
    expect(renders.at(-1)).toBe('hydrated:two plov');
  });

  it('follows the store once hydrated', async () => {
    function Probe() {
      return <p>{useLocalStore(store) || 'empty'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    await act(async () => store.set(() => 'one manty'));
    expect(container.textContent).toBe('one manty');
  });
});
