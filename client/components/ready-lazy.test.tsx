import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readyLazy } from './ready-lazy';

const Dish = ({ name }: { name: string }) => <p>{name}</p>;

describe('readyLazy', () => {
  it('renders at once, with no fallback, when its component is already here', () => {
    let loads = 0;
    const Lazy = readyLazy(
      () => Dish,
      () => {
        loads++;
        return Promise.resolve(Dish);
      },
    );
    const html = renderToString(
      <Suspense fallback={<i>loading</i>}>
        <Lazy name="Plov" />
      </Suspense>,
    );
    expect(html).toContain('<p>Plov</p>');
    expect(html).not.toContain('loading');
    expect(loads).toBe(0);
  });

  it('suspends and loads when it is not', () => {
    let loads = 0;
    const Lazy = readyLazy(
      () => undefined,
      () => {
        loads++;
        return new Promise<typeof Dish>(() => {});
      },
    );
    const html = renderToString(
      <Suspense fallback={<i>loading</i>}>
        <Lazy name="Plov" />
      </Suspense>,
    );
    expect(html).toContain('<i>loading</i>');
    expect(loads).toBe(1);
  });
});
