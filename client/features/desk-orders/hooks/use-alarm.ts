import { useCallback, useEffect, useState } from 'react';

export const ALARM_EVERY_MS = 10_000;

export interface AlarmDeps {
  /** plays one short ring; the default is a WebAudio beep */
  play(): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** A short two-tone beep through WebAudio: no sound file to fetch. */
let audio: AudioContext | null = null;
export function beep() {
  const Ctx = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Ctx) return;
  audio ??= new Ctx();
  const at = audio.currentTime;
  [880, 660].forEach((frequency, i) => {
    const osc = audio!.createOscillator();
    const gain = audio!.createGain();
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.3, at + i * 0.2);
    gain.gain.exponentialRampToValueAtTime(0.001, at + i * 0.2 + 0.18);
    osc.connect(gain).connect(audio!.destination);
    osc.start(at + i * 0.2);
    osc.stop(at + i * 0.2 + 0.2);
  });
}

const browserDeps: AlarmDeps = {
  play: beep,
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * While any order is new: one ring at once and another every 10 s, once sound is on. Browsers
 * only let a page make sound after a gesture, so the desk starts muted until "Turn on sound".
 */
export function useAlarm(newCount: number, deps: AlarmDeps = browserDeps) {
  const [soundOn, setSoundOn] = useState(false);
  const ringing = soundOn && newCount > 0;
  useEffect(() => {
    if (!ringing) return;
    deps.play();
    const handle = deps.setInterval(() => deps.play(), ALARM_EVERY_MS);
    return () => deps.clearInterval(handle);
  }, [ringing, deps]);
  const turnOn = useCallback(() => {
    setSoundOn(true);
  }, []);
  return { soundOn, turnOn, turnOff: useCallback(() => setSoundOn(false), []) };
}

/** "(2) Desk": the count of new orders ahead of the tab's title. */
export const alarmTitle = (newCount: number, title: string) => (newCount > 0 ? `(${newCount}) ${title}` : title);
