// @vitest-environment jsdom
// The shop's own browser history (react-router exports one only as UNSAFE_): pushes and replaces are
// silent, Back and Forward are heard with each entry's state and key, and a fresh entry is "default".
import { describe, expect, it } from 'vitest';
import { NavigationType, type Location } from 'react-router';
import { createBrowserHistory } from './browser-history';

const popped = (history: ReturnType<typeof createBrowserHistory>) =>
  new Promise<{ action: NavigationType; location: Location }>((resolve) => {
    const stop = history.listen((update) => {
      stop();
      resolve(update);
    });
  });

describe('the browser history', () => {
  it('reads an entry opened afresh as the key "default", and keeps the key and state it is given', async () => {
    window.history.replaceState(null, '', '/en?x=1#top');
    const history = createBrowserHistory();
    expect(history.location).toEqual({ pathname: '/en', search: '?x=1', hash: '#top', state: null, key: 'default' });
    expect(history.action).toBe(NavigationType.Pop);

    history.push({ pathname: '/en/products/7', search: '', hash: '', key: 'k7' } as Partial<Location>, { modal: true });
    expect(window.location.pathname).toBe('/en/products/7');
    expect(history.location).toMatchObject({ pathname: '/en/products/7', state: { modal: true }, key: 'k7' });
    expect(history.action).toBe(NavigationType.Push);

    const back = popped(history);
    history.go(-1);
    expect(await back).toEqual({
      action: NavigationType.Pop,
      location: { pathname: '/en', search: '?x=1', hash: '#top', state: null, key: 'default' },
    });
    const forward = popped(history);
    history.go(1);
    expect((await forward).location).toMatchObject({ pathname: '/en/products/7', state: { modal: true }, key: 'k7' });
  });

  it('replaces without a new entry, relative to the path on screen, with a key of its own', () => {
    window.history.replaceState(null, '', '/tm/basket');
    const history = createBrowserHistory();
    const length = window.history.length;
    history.replace('?step=2', 'kept');
    expect(window.history.length).toBe(length);
    expect(window.location.pathname + window.location.search).toBe('/tm/basket?step=2');
    expect(history.location.state).toBe('kept');
    expect(history.location.key).toMatch(/^[a-z0-9]{1,8}$/);
    expect(history.location.key).not.toBe('default');
  });

  it('writes a path as the address bar shows it', () => {
    const history = createBrowserHistory();
    expect(history.createHref({ pathname: '/products', search: '?q=плов', hash: '#a' })).toBe('/products?q=плов#a');
    expect(history.encodeLocation('/products/a b ')).toEqual({ pathname: '/products/a%20b%20', search: '', hash: '' });
    expect(history.encodeLocation('/products/50%25?x=1')).toEqual({ pathname: '/products/50%25', search: '?x=1', hash: '' });
  });
});
