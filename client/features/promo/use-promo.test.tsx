// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PopupSlider } from '../../../shared/api/types';
import { hasPromo, PROMO_CLOSED_KEY, promoKey } from './promo-rules';
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
    const { result, rerender } = renderHook(({ data }) => usePromo(data), { initialProps: { data: null as PopupSlider | null | undefined } });
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
