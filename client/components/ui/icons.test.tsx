// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';

const { IconSprite, ...shapes } = icons;
const everyIcon = (
  <>
    <IconSprite />
    {Object.entries(shapes).map(([name, Icon]) => (
      <Icon key={name} />
    ))}
  </>
);

/** Each icon's `<use href="#i-…">` and the symbol it points to, with what the symbol draws. */
function references(root: ParentNode) {
  return [...root.querySelectorAll('svg.icon use')].map((use) => {
    const id = use.getAttribute('href')!.slice(1);
    const symbol = root.querySelector(`svg.icon-sprite symbol[id="${id}"]`);
    return { id, shapes: symbol ? [...symbol.children].map((child) => child.localName) : null, namespace: symbol?.namespaceURI };
  });
}

describe('the icon sprite (fixed markup)', () => {
  it('the server writes a symbol with shapes for every icon, in the SVG namespace once parsed', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(everyIcon);
    const found = references(container);
    expect(found).toHaveLength(Object.keys(shapes).length);
    for (const { id, shapes: drawn, namespace } of found) {
      expect(drawn, id).not.toBeNull();
      expect(drawn!.length, id).toBeGreaterThan(0);
      expect(
        drawn!.every((name) => ['path', 'circle', 'rect'].includes(name)),
        id,
      ).toBe(true);
      expect(namespace, id).toBe('http://www.w3.org/2000/svg');
    }
  });

  it('hydration adopts the server markup, and a client render writes the same symbols', async () => {
    const html = renderToString(everyIcon);
    const container = document.createElement('div');
    container.innerHTML = html;
    const parsed = container.innerHTML;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, everyIcon, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(parsed); // nothing rewritten

    const fresh = document.createElement('div');
    await act(async () => createRoot(fresh).render(everyIcon));
    expect(references(fresh)).toEqual(references(container));
  });
});
