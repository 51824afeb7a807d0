import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readyLazy } from './ready-lazy';

const Dish = ({ name }: { name: string }) => <p>{name}</p>;

/** A readyLazy whose `ready()` answers `here`, and how often it asked for the code. */
function counted(here: ComponentType<{ name: string }> | undefined) {
  const loads = { count: 0 };
  const Lazy = readyLazy(
    () => here,
    () => {
      loads.count++;
      return new Promise<typeof Dish>(() => {});
    },
  );
  const html = renderToString(
    <Suspense fallback={<i>loading</i>}>
      <Lazy name="Plov" />
    </Suspense>,
  );
  return { html, loads: loads.count };
}

describe('readyLazy', () => {
  it('renders at once, with no fallback, when its component is already here', () => {
    const { html, loads } = counted(Dish);
    expect(html).toContain('<p>Plov</p>');
    expect(html).not.toContain('loading');
    expect(loads).toBe(0);
  });

  it('suspends and loads when it is not', () => {
    const { html, loads } = counted(undefined);
    expect(html).toContain('<i>loading</i>');
    expect(html).not.toContain('Plov');
    expect(loads).toBe(1);
  });
});
