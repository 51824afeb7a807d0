// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InBrowserProvider, useInBrowser } from './use-in-browser';

function Probe() {
  return <p>{useInBrowser() ? 'browser' : 'server'}</p>;
}

describe('useInBrowser', () => {
  it('is false on the server and while hydrating (no mismatch), true once hydrated', async () => {
    const tree = (
      <InBrowserProvider>
        <Probe />
      </InBrowserProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    expect(container.textContent).toBe('server');
    const mismatches: unknown[] = [];
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
    });
    observer.disconnect();
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('browser');
    expect(seen).toEqual(['browser']); // the server's text stayed until hydration ended, then changed once
  });

  it('is true outside the provider in a browser render (a component test, the desk)', async () => {
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Probe />));
    expect(container.textContent).toBe('browser');
  });
});
