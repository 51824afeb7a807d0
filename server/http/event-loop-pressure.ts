// How loaded the event loop is, as the overload gate (./overload.ts) reads it: server/index.ts starts
// the sampler and hands its readings to the gate.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/**
 * The event loop's pressure, sampled every `windowMs` by a timer started here (stop() ends it):
 * - `delay`: the mean delay of the last window in ms (monitorEventLoopDelay samples every
 *   `resolution` ms, so that much is subtracted as the floor);
 * - `shedShare`: the share of new API calls to refuse (pages wait their turn in the gate instead).
 *   A saturated loop of short tasks (API calls answered in a millisecond) shows little delay,
 *   because its queue waits in the kernel's socket buffers; its utilization near 1 is what tells.
 *   Above `maxUtilization` the share grows by 0.2 a window (up to 0.9); once utilization is 0.05
 *   below it, the share shrinks by 0.05 a window. It settles where the loop just keeps up: the
 *   server serves near its capacity and answers the rest at once, instead of refusing all or
 *   queueing all.
 */
export function eventLoopPressure({ windowMs = 250, resolution = 10, maxUtilization = 0.95 } = {}) {
  const histogram = monitorEventLoopDelay({ resolution });
  histogram.enable();
  let delay = 0;
  let share = 0;
  let lastUse = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    delay = Number.isNaN(histogram.mean) ? 0 : Math.max(0, histogram.mean / 1e6 - resolution);
    histogram.reset();
    const use = performance.eventLoopUtilization();
    share = nextShedShare(share, performance.eventLoopUtilization(use, lastUse).utilization, maxUtilization);
    lastUse = use;
  }, windowMs);
  timer.unref();
  return {
    delay: () => delay,
    shedShare: () => share,
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/** One window's step of the shed share (see eventLoopPressure). */
export function nextShedShare(share: number, utilization: number, maxUtilization: number): number {
  const round = (x: number) => Math.round(x * 100) / 100;
  if (utilization > maxUtilization) return round(Math.min(0.9, share + 0.2));
  if (utilization < maxUtilization - 0.05) return round(Math.max(0, share - 0.05));
  return share;
}
