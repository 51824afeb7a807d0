// The service worker's own fetches at the journey's link (issue 35, the evening row). CDP's network
// conditions set on a page are that page's: a fetch the worker sends (a kept page's refresh, a picture or
// a read it passes on, its live reads) went at loopback speed, so a repeat visit never paid on the row
// what it pays on a phone. Here each service worker target of the browser gets the same conditions, through
// the browser's own CDP session (Target.attachToTarget, messages sent to the target).
import type { Browser, CDPSession } from '@playwright/test';
import type { Link } from './evening-journey';

interface TargetInfo {
  targetId: string;
  type: string;
}

/** Throttles every service worker of `browser` (those running now and those started later) to `link`. */
export async function throttleWorkers(browser: Browser, link: Link) {
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  let id = 0;
  const done = new Set<string>();
  const send = (sessionId: string, method: string, params: object) =>
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) });
  const throttle = async (target: TargetInfo) => {
    if (target.type !== 'service_worker' || done.has(target.targetId)) return;
    done.add(target.targetId);
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
    await send(sessionId, 'Network.enable', {});
    await send(sessionId, 'Network.emulateNetworkConditions', {
      offline: false,
      latency: link.latencyMs,
      downloadThroughput: (link.kbits * 1000) / 8,
      uploadThroughput: (link.kbits * 1000) / 8,
    });
  };
  cdp.on('Target.targetCreated', ({ targetInfo }: { targetInfo: TargetInfo }) => void throttle(targetInfo).catch(() => undefined));
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  const { targetInfos } = await cdp.send('Target.getTargets');
  await Promise.all(targetInfos.map((t: TargetInfo) => throttle(t).catch(() => undefined)));
  return {
    /** how many worker targets were throttled */
    count: () => done.size,
    stop: () => cdp.detach().catch(() => undefined),
  };
}
