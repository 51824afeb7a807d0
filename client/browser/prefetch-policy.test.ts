// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { classifyLink, createPrefetchPolicy, type LinkClass } from './prefetch-policy';
import { holdPrefetchesForTheShopper } from './shopper-first';
import { holdPrefetchesWith, shopperFetch } from './shopper-posts';

const transfer = (bytes: number, ms: number, transferSize = bytes + 300) => ({
  responseStart: 100,
  responseEnd: 100 + ms,
  encodedBodySize: bytes,
  transferSize,
});

describe('what kind of link the page is on', () => {
  it('takes what the browser reports: save data and 2g want no prefetch, 3g a late one', () => {
    expect(classifyLink({ saveData: true, effectiveType: '4g' }, [])).toBe('none');
    expect(classifyLink({ effectiveType: 'slow-2g' }, [])).toBe('none');
    expect(classifyLink({ effectiveType: '2g' }, [])).toBe('none');
    expect(classifyLink({ effectiveType: '3g' }, [transfer(40_000, 10)])).toBe('slow');
    expect(classifyLink({ effectiveType: '4g' }, [])).toBe('fast');
    expect(classifyLink(undefined, [])).toBe('fast');
  });

  it("measures the page's own transfers: the fastest of them slower than 700 kbit/s is a slow link, whatever the browser's estimate", () => {
    expect(classifyLink(undefined, [transfer(7_000, 6_000)])).toBe('slow'); // 9 kbit/s (32 kbit/s, 280 ms)
    expect(classifyLink({ effectiveType: '4g' }, [transfer(7_000, 420), transfer(20_000, 400)])).toBe('slow'); // 400 kbit/s
    // the HTML held by a slow render, but the stylesheet came at 8 Mbit/s: a fast link
    expect(classifyLink(undefined, [transfer(7_000, 300), transfer(12_000, 12)])).toBe('fast');
    expect(classifyLink(undefined, [transfer(3_000, 2_000)])).toBe('fast'); // too small to tell the rate
    expect(classifyLink(undefined, [transfer(30_000, 2_000, 0)])).toBe('fast'); // from a cache: says nothing
    expect(classifyLink(undefined, [{ responseStart: 0, responseEnd: 0, encodedBodySize: 0, transferSize: 0 }])).toBe('fast');
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

describe("the shopper's API posts", () => {
  it('hold the waiting prefetches until answered; reads do not', async () => {
    const { policy } = policyOn('slow', true);
    holdPrefetchesWith(() => policy.shopperBusy());
    let answer: (r: Response) => void = () => {};
    const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.resolve(new Response('{}')),
    );
    vi.stubGlobal('fetch', fetch);
    try {
      const ran: string[] = [];
      await shopperFetch('/back/api/v1/categories');
      policy.later(() => ran.push('after a read'));
      expect(ran).toEqual(['after a read']);
      const order = shopperFetch('/back/api/v1/orders-web', { method: 'POST' });
      policy.later(() => ran.push('after the order'));
      expect(ran).toEqual(['after a read']);
      answer(new Response('{}', { status: 201 }));
      await order;
      expect(ran).toEqual(['after a read', 'after the order']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
