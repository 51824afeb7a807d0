/**
 * The early event contract, inlined at the top of <head> as an async module, which no stylesheet holds
 * back (server only: the browser bundle never carries it). From the first byte until the app has hydrated, a tap on an element marked `data-tap` (or the
 * submit of a `form[data-tap]`) is stopped, queued in `window.__taps.q` and marked `data-tap-pending`
 * so the shopper sees it was taken; `replayEarlyTaps` (early-taps.ts) replays the queue once hydrated.
 * A pending element takes no second tap (a double tap counts once) unless it is marked
 * `data-tap-repeat` (the stepper's − and +, where every tap counts) — also after hydration, until its
 * queued tap is replayed: the hydrated button must not apply a tap its replay will apply again. Links are never marked: they work
 * as links. Kept tiny and in ES5 on purpose; its size is asserted by tests/ssr/early-taps.test.ts.
 *
 * A basket tap shows at once (issue 35): a button with `data-price` (the dish's price in minor units, negative
 * on −) adds one (or takes one) to the `[data-tap-q]` text of its form — the card's quantity, or the "add"
 * label, which then reads 1 — and its price to every `[data-total]` (the total in minor units; the
 * number in its text is rewritten). Those few elements are rendered with suppressHydrationWarning: React
 * hydrates over the changed text without a mismatch (nothing flashes back), and the replayed tap brings
 * React's state to the same figures, which it then renders. tests/e2e/held-scripts.spec.ts holds it.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(d){var s=window.__taps={q:[],done:0},P="data-tap-pending";function h(e){var t=e.target,f=e.type=="submit",' +
  'el=t.closest&&t.closest(f?"form[data-tap]":"[data-tap]"),p,b,o,n;if(!el||!f&&el.tagName=="FORM")return;' +
  'p=el.hasAttribute(P)&&!el.hasAttribute("data-tap-repeat");if(s.done&&!p)return;e.preventDefault();e.stopImmediatePropagation();' +
  'if(!p){el.setAttribute(P,"");s.q.push({type:e.type,el:el,key:el.getAttribute("data-tap"),submitter:e.submitter});' +
  // a basket tap shows at once: its card's quantity and the basket totals change as the replayed tap will change them
  'b=+el.dataset.price;o=b&&el.form.querySelector("[data-tap-q]");if(o&&(n=(+o.textContent||0)+(b>0?1:-1))>=0){o.textContent=n;' +
  'd.querySelectorAll("[data-total]").forEach(function(t){var v=t.dataset.total=+t.dataset.total+b;' +
  't.textContent=t.textContent.replace(/[\\d.]+/,(v/100).toFixed(2))})}}}' +
  'd.addEventListener("click",h,true);d.addEventListener("submit",h,true)})(document)';
