/** One tap taken by the inline early event contract (early-taps-script.ts) before the app hydrated. */
export interface EarlyTap {
  type: 'click' | 'submit';
  el: Element;
  /** the element's data-tap value: finds its counterpart if hydration replaced the node */
  key: string | null;
  submitter?: HTMLElement | null;
}

export interface EarlyTapQueue {
  q: EarlyTap[];
  /** set once the queue is replayed: from then on taps go the normal way */
  done: number;
  /** whether the link is slow, as the contract measures it (issue 35: 021-slow-link-first-visit.md) */
  w?: () => boolean | number;
}

declare global {
  interface Window {
    __taps?: EarlyTapQueue;
  }
}

/**
 * Called once the app has hydrated: closes the early contract (later taps reach React directly), makes
 * React's state agree with what was typed before hydration, then replays every queued tap exactly once,
 * in order, each in its own task. A node that hydration replaced is found again by its `data-tap` key; a tap whose element is
 * gone entirely is dropped. Resolves to how many taps were replayed.
 */
export async function replayEarlyTaps(doc: Document = document, queue: EarlyTapQueue | undefined = window.__taps): Promise<number> {
  if (!queue || queue.done) return 0;
  queue.done = 1;
  const taps = queue.q.splice(0);
  if (syncTypedValues(doc)) await nextTask(); // React renders the typed text before a form is submitted
  let replayed = 0;
  for (const tap of taps) {
    tap.el.removeAttribute('data-tap-pending');
    const el = tap.el.isConnected
      ? tap.el
      : tap.key
        ? [...doc.querySelectorAll('[data-tap]')].find((e) => e.getAttribute('data-tap') === tap.key)
        : null;
    if (!el) continue;
    if (tap.type === 'submit' && el instanceof HTMLFormElement) {
      const submitter = tap.submitter?.isConnected && el.contains(tap.submitter) ? tap.submitter : null;
      if (submitter) el.requestSubmit(submitter);
      else el.requestSubmit();
    } else if (el instanceof HTMLElement || el instanceof SVGElement) {
      (el as HTMLElement).click();
    }
    replayed++;
    await nextTask(); // each tap sees the page the previous one left (the stepper after "add")
  }
  return replayed;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Hydration keeps what the shopper typed on the page but React's state still holds the server's value
// (React records the typed text as already seen, so no change event comes). Re-announce each such field:
// set the server value through the element (React's tracker notes it), the typed one underneath it, and
// fire `input` so the component's onChange takes the typed text.
function syncTypedValues(doc: Document): number {
  let synced = 0;
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && /^(checkbox|radio|submit|button|reset|hidden|file|image)$/.test(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    synced++;
  }
  return synced;
}
