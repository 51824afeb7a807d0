// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PopupSlider } from '../../../shared/api/types';
import { hasPromo, isPromoFreePath, PROMO_CLOSED_KEY, promoKey } from './promo-rules';
import { usePromo } from './use-promo';

const promo = (image: string): PopupSlider => ({
  url: { tm: '/tm/products', ru: '/products', en: '/en/products' },
  image: { tm: `/${image}-tm.svg`, ru: `/${image}-ru.svg`, en: `/${image}-en.svg` },
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('promo pop-up timing', () => {
  it('appears only 3 s after its data is there', () => {
    const { result } = renderHook(() => usePromo(promo('grill')));
    expect(result.current.visible).toBe(false);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.visible).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.visible).toBe(true);
  });

  it('never appears without data, or with empty data', () => {
    const { result, rerender } = renderHook(({ data }) => usePromo(data), {
      initialProps: { data: null as PopupSlider | null | undefined },
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.visible).toBe(false);
    rerender({ data: undefined });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.visible).toBe(false);
    expect(hasPromo({ url: { tm: '', ru: '', en: '' }, image: { tm: '', ru: '', en: '' } })).toBe(false);
  });

  it('counts the 3 s from when the data arrives', () => {
    const { result, rerender } = renderHook(({ data }) => usePromo(data), { initialProps: { data: undefined as PopupSlider | undefined } });
    act(() => vi.advanceTimersByTime(5000));
    rerender({ data: promo('grill') });
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.visible).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.visible).toBe(true);
  });

  it('once closed stays closed for that promo, across reloads; a new promo shows again', () => {
    const first = renderHook(() => usePromo(promo('grill')));
    act(() => vi.advanceTimersByTime(3000));
    act(() => first.result.current.close());
    expect(first.result.current.visible).toBe(false);
    expect(JSON.parse(localStorage.getItem(PROMO_CLOSED_KEY)!)).toBe(promoKey(promo('grill')));
    first.unmount();

    const again = renderHook(() => usePromo(promo('grill')));
    act(() => vi.advanceTimersByTime(10_000));
    expect(again.result.current.visible).toBe(false);
    again.unmount();

    const fresh = renderHook(() => usePromo(promo('plov-days')));
    act(() => vi.advanceTimersByTime(3000));
    expect(fresh.result.current.visible).toBe(true);
  });

  it('a promo leaving before its time is never shown', () => {
    const { result, unmount } = renderHook(() => usePromo(promo('grill')));
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.visible).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('promo pop-up never interrupts the shopper (issue 12.2)', () => {
  const keystroke = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));

  it('typing across the 3 s mark holds it until 2 s after the last keystroke', () => {
    const { result } = renderHook(() => usePromo(promo('grill')));
    act(() => vi.advanceTimersByTime(2500));
    keystroke();
    act(() => vi.advanceTimersByTime(1000)); // 3.5 s: due, but the shopper typed 1 s ago
    keystroke();
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.visible).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.visible).toBe(true);
  });

  it('waits while a field has focus, however long, and opens soon after it is left', () => {
    const search = document.body.appendChild(document.createElement('input'));
    search.focus();
    const { result } = renderHook(() => usePromo(promo('grill')));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.visible).toBe(false);
    expect(document.activeElement).toBe(search);
    search.blur();
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.visible).toBe(true);
    search.remove();
  });

  it('waits while something blocks it (a modal, the checkout) and opens once that is over', () => {
    const { result, rerender } = renderHook(({ blocked }) => usePromo(promo('grill'), { blocked }), { initialProps: { blocked: true } });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.visible).toBe(false);
    rerender({ blocked: false });
    expect(result.current.visible).toBe(true);
  });

  it('takes the clock it is given', () => {
    let now = 0;
    const env = { now: () => now, editing: () => false };
    const { result } = renderHook(() => usePromo(promo('grill'), { env }));
    now = 2900;
    keystroke(); // recorded at the injected 2.9 s
    now = 3000;
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.visible).toBe(false);
    now = 4900;
    act(() => vi.advanceTimersByTime(1900));
    expect(result.current.visible).toBe(true);
  });

  it('the checkout is no place for it, in any language', () => {
    expect(['/checkout', '/en/checkout', '/tm/checkout', '/tm/checkout?x=1'].map(isPromoFreePath)).toEqual([true, true, true, true]);
    expect(['/desk', '/en/desk', '/tm/desk'].map(isPromoFreePath)).toEqual([true, true, true]);
    expect(['/', '/en', '/products', '/tm/products', '/checkouts', '/desks'].map(isPromoFreePath)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
