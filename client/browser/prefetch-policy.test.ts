// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { classifyLink, createPrefetchPolicy, type LinkClass } from './prefetch-policy';
import { holdPrefetchesForTheShopper } from './shopper-first';

const html = (wait: number, bytes: number, ms: number) => ({
  requestStart: 100,
  responseStart: 100 + wait,
  responseEnd: 100 + wait + ms,
  encodedBodySize: bytes,
});

describe('what kind of link the page is on', () => {
  it('takes what the browser reports: save data and 2g want no prefetch, 3g a late one', () => {
    expect(classifyLink({ saveData: true, effectiveType: '4g' }, undefined)).toBe('none');
    expect(classifyLink({ effectiveType: 'slow-2g' }, undefined)).toBe('none');
    expect(classifyLink({ effectiveType: '2g' }, undefined)).toBe('none');
    expect(classifyLink({ effectiveType: '3g' }, undefined)).toBe('slow');
    expect(classifyLink({ effectiveType: '4g' }, undefined)).toBe('fast');
    expect(classifyLink(undefined, undefined)).toBe('fast');
  });

  it("measures the page's own HTML where the browser says 4g or nothing: a slow first byte or a slow body is a slow link", () => {
    expect(classifyLink({ effectiveType: '4g' }, html(280, 20_000, 10))).toBe('slow'); // 280 ms round trip
    expect(classifyLink(undefined, html(20, 40_000, 8_000))).toBe('slow'); // 40 KB in 8 s: 40 kbit/s
    expect(classifyLink(undefined, html(20, 40_000, 100))).toBe('fast'); // 3.2 Mbit/s
    expect(classifyLink(undefined, html(20, 4_000, 2_000))).toBe('fast'); // too small to tell the rate
    expect(classifyLink(undefined, { requestStart: 0, responseStart: 0, responseEnd: 0, encodedBodySize: 0 })).toBe('fast');
  });
});

function policyOn(link: LinkClass, loaded = false) {
  let onLoad = () => {};
  let time = 0;
  const timers: Array<{ at: number; then: () => void }> = [];
  const policy = createPrefetchPolicy({
    link: () => link,
    loaded: () => loaded,
    onLoad: (then) => void (onLoad = then),
    now: () => time,
    wait: (ms, then) => void timers.push({ at: time + ms, then }),
  });
  return {
    policy,
    load: () => onLoad(),
    /** moves the clock on, running the timers that are due */
    advance(ms: number) {
      time += ms;
      for (const due of timers.filter((t) => t.at <= time)) {
        timers.splice(timers.indexOf(due), 1);
        due.then();
      }
    },
  };
}

describe('the prefetch policy', () => {
  it('on a fast link runs every prefetch at once, during the load and beside a navigation', () => {
    const { policy } = policyOn('fast');
    const ran: string[] = [];
    policy.shopperBusy();
    policy.later(() => ran.push('later'));
    policy.optional(() => ran.push('optional'));
    policy.quiet(20_000, () => ran.push('quiet'));
    expect(ran).toEqual(['later', 'optional', 'quiet']);
  });

  it("on a slow link waits for the page's load event, then runs them in order", () => {
    const { policy, load } = policyOn('slow');
    const ran: string[] = [];
    policy.later(() => ran.push('a'));
    policy.optional(() => ran.push('b'));
    expect(ran).toEqual([]);
    expect(policy.waiting).toBe(2);
    load();
    expect(ran).toEqual(['a', 'b']);
  });

  it('on a slow link a navigation or a post goes first: prefetches asked meanwhile start once the last is over', () => {
    const { policy } = policyOn('slow', true);
    const ran: string[] = [];
    const navigation = policy.shopperBusy();
    const post = policy.shopperBusy();
    policy.later(() => ran.push('prefetch'));
    navigation();
    navigation(); // said twice, counted once
    expect(ran).toEqual([]);
    post();
    expect(ran).toEqual(['prefetch']);
    policy.later(() => ran.push('next'));
    expect(ran).toEqual(['prefetch', 'next']);
  });

  it('drops optional prefetches when the shopper saves data, but still runs what must come later', () => {
    const { policy, load } = policyOn('none');
    const ran: string[] = [];
    policy.optional(() => ran.push('hover preload'));
    policy.later(() => ran.push('words'));
    load();
    expect(ran).toEqual(['words']);
  });

  it('runs a quiet task once the shopper has started nothing for its time after the load, however long that takes', () => {
    const { policy, load, advance } = policyOn('slow');
    const ran: string[] = [];
    policy.quiet(20_000, () => ran.push('worker'));
    advance(20_000);
    expect(ran).toEqual([]); // not loaded yet
    load(); // 20 quiet seconds have passed since it was asked: it runs with the load
    expect(ran).toEqual(['worker']);

    const next = policyOn('slow', true);
    next.policy.quiet(20_000, () => ran.push('second'));
    next.advance(15_000);
    next.policy.shopperBusy()(); // a navigation at 15 s
    next.advance(5_000);
    expect(ran).toEqual(['worker']);
    next.advance(15_000);
    expect(ran).toEqual(['worker', 'second']);
  });
});

describe("the shopper's navigations and posts", () => {
  it("hold prefetches while the router loads a page and when the browser posts a form itself, not for a script's prevented submit", () => {
    vi.useFakeTimers();
    try {
      const { policy } = policyOn('slow', true);
      let listener: (state: { navigation: { state: string } }) => void = () => {};
      holdPrefetchesForTheShopper({ subscribe: (l) => ((listener = l), () => {}) }, policy);
      const ran: string[] = [];
      listener({ navigation: { state: 'loading' } });
      policy.later(() => ran.push('after the navigation'));
      listener({ navigation: { state: 'loading' } });
      expect(ran).toEqual([]);
      listener({ navigation: { state: 'idle' } });
      expect(ran).toEqual(['after the navigation']);

      const prevented = new Event('submit', { cancelable: true });
      prevented.preventDefault();
      document.dispatchEvent(prevented);
      policy.later(() => ran.push('after a scripted submit'));
      vi.runAllTimers();
      expect(ran).toEqual(['after the navigation', 'after a scripted submit']);

      document.dispatchEvent(new Event('submit', { cancelable: true }));
      vi.runAllTimers();
      policy.later(() => ran.push('never: the page is leaving'));
      expect(ran).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
