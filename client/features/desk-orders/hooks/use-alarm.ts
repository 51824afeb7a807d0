import { useCallback, useEffect, useState } from 'react';

export const ALARM_EVERY_MS = 10_000;

export interface AlarmDeps {
  /** plays one short ring; the default is a WebAudio beep */
  play(): void;
  /** called inside the "turn on sound" click: the one moment a browser lets a page start its sound */
  unlock(): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

let audio: AudioContext | null = null;
function audioContext(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Ctx = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Ctx ? (audio ??= new Ctx()) : null;
}

/**
 * Starts the sound engine inside the user's gesture. Safari (an iPad at the counter) makes an
 * AudioContext suspended unless it is resumed, and a sound played, during a gesture; one made later,
 * when the first order rings, would stay silent while the desk said the sound was on.
 */
export function unlockSound() {
  const ctx = audioContext();
  if (!ctx) return;
  void ctx.resume().catch(() => {});
  const silence = ctx.createBufferSource();
  silence.buffer = ctx.createBuffer(1, 1, 22_050);
  silence.connect(ctx.destination);
  silence.start(0);
}

/** A short two-tone beep through WebAudio: no sound file to fetch. */
export function beep() {
  const ctx = audioContext();
  if (!ctx) return;
  // iOS suspends ("interrupts") the engine after a call or in the background; once unlocked it may resume
  if (ctx.state !== 'running') void ctx.resume().catch(() => {});
  const at = ctx.currentTime;
  [880, 660].forEach((frequency, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.3, at + i * 0.2);
    gain.gain.exponentialRampToValueAtTime(0.001, at + i * 0.2 + 0.18);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at + i * 0.2);
    osc.stop(at + i * 0.2 + 0.2);
  });
}

const browserDeps: AlarmDeps = {
  play: beep,
  unlock: unlockSound,
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
    deps.unlock();
    setSoundOn(true);
  }, [deps]);
  return { soundOn, turnOn, turnOff: useCallback(() => setSoundOn(false), []) };
}

/** "(2) Desk": the count of new orders ahead of the tab's title. */
export const alarmTitle = (newCount: number, title: string) => (newCount > 0 ? `(${newCount}) ${title}` : title);
