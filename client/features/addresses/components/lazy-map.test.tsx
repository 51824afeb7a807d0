// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n';
import en from '../../../../locales/en.json';
import { LazyMap } from './lazy-map';

// the map's code: whether it was asked for is what these tests look at
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./map-picker', () => {
  loaded.count++;
  return { default: () => <p>the map</p> };
});
vi.mock('../../../browser/part-not-loaded', async (original) => ({
  ...(await original<typeof import('../../../browser/part-not-loaded')>()),
  partWords: { load: () => Promise.resolve() },
}));

const setLink = (effectiveType: string) => Object.defineProperty(navigator, 'connection', { value: { effectiveType }, configurable: true });

const mapIn = async () => {
  await act(async () => {
    render(
      <I18nProvider locale="en" dict={en}>
        <LazyMap point={null} onPick={() => {}} />
      </I18nProvider>,
    );
  });
};

describe('LazyMap (the address form’s map)', () => {
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('on a slow link waits for the shopper to ask: its code is not fetched while they type the address', async () => {
    setLink('2g');
    await mapIn();
    expect(loaded.count).toBe(0);
    expect(screen.queryByText('the map')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show the map' })));
    expect(await screen.findByText('the map')).toBeTruthy();
    expect(loaded.count).toBe(1);
  });

  it('on a fast link comes as its place nears the screen, with no button (jsdom: at once)', async () => {
    setLink('4g');
    await mapIn();
    expect(screen.queryByRole('button', { name: 'Show the map' })).toBeNull();
    expect(await screen.findByText('the map')).toBeTruthy();
  });
});
