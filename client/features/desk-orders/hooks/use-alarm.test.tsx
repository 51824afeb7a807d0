// @vitest-environment jsdom
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import { DeskOrders } from '../components/desk-orders';
import { boardOf, finishedOf, order } from '../test-kit';
import { ALARM_EVERY_MS, alarmTitle, beep, unlockSound, useAlarm, type AlarmDeps } from './use-alarm';

const timerDeps = (play: () => void): AlarmDeps => ({
  play,
  unlock: () => undefined,
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the alarm', () => {
  it('stays silent until sound is turned on, then rings at once and every 10 s while an order is new', () => {
    vi.useFakeTimers();
    const play = vi.fn();
    const deps = timerDeps(play);
    const { result, rerender } = renderHook(({ count }) => useAlarm(count, deps), { initialProps: { count: 2 } });
    vi.advanceTimersByTime(3 * ALARM_EVERY_MS);
    expect(play).not.toHaveBeenCalled();
    expect(result.current.soundOn).toBe(false);

    act(() => result.current.turnOn());
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ALARM_EVERY_MS - 1);
    expect(play).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(play).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2 * ALARM_EVERY_MS);
    expect(play).toHaveBeenCalledTimes(4);

    // someone accepted the last new order: quiet
    rerender({ count: 0 });
    vi.advanceTimersByTime(5 * ALARM_EVERY_MS);
    expect(play).toHaveBeenCalledTimes(4);
  });

  it('counts new orders ahead of the title', () => {
    expect(alarmTitle(2, 'Orders desk')).toBe('(2) Orders desk');
    expect(alarmTitle(0, 'Orders desk')).toBe('Orders desk');
  });

  it('the desk says the sound is off until the gesture, and rings after it', async () => {
    const board = boardOf([order(1, 'new', { lines: [] }), order(2, 'new', { lines: [] })]);
    scriptedFetch({ 'GET /back/api/v1/desk/orders': ok(board), 'GET /back/api/v1/desk/orders/finished': ok(finishedOf([])) });
    const play = vi.fn();
    // the sound engine is started inside the click itself, before the first ring
    const calls: string[] = [];
    const unlock = vi.fn(() => calls.push(`unlock in a click: ${window.event?.type === 'click'}`));
    play.mockImplementation(() => calls.push('play'));
    const alarm: AlarmDeps = { play, unlock, setInterval: () => 0, clearInterval: () => undefined };
    const createSource = () => ({ addEventListener: () => undefined, close: () => undefined }) as unknown as EventSource;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    renderWithShop(<DeskOrders alarm={alarm} createSource={createSource} />, { queryClient });
    await waitFor(() => expect(document.title).toBe('(2) Orders desk — Aşhana'));
    expect(screen.getByText('Sound is off').className).toBe('desk-sound-off');
    expect(play).not.toHaveBeenCalled();
    expect(unlock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on sound' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['unlock in a click: true', 'play']);
    expect(screen.queryByText('Sound is off')).toBeNull();
  });

  it("unlocking resumes the browser's sound engine and plays silence in the gesture; a ring resumes a suspended engine", () => {
    const log: string[] = [];
    class FakeAudioContext {
      state = 'suspended';
      currentTime = 0;
      destination = {};
      resume() {
        log.push('resume');
        return Promise.resolve();
      }
      createBuffer = (channels: number, length: number) => ({ channels, length });
      createBufferSource = () => ({ buffer: null, connect: () => log.push('connect silence'), start: () => log.push('start silence') });
      createOscillator = () => ({ frequency: {}, connect: (node: unknown) => node, start: () => log.push('tone'), stop: () => undefined });
      createGain = () => ({
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: (node: unknown) => node,
      });
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    unlockSound();
    expect(log).toEqual(['resume', 'connect silence', 'start silence']);
    log.length = 0;
    beep(); // still suspended (the fake never runs): asked to resume again, and both tones are scheduled
    expect(log).toEqual(['resume', 'tone', 'tone']);
  });
});
