import { SLOW_LINK_COOKIE } from '../../shared/slow-link';

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
  '(function(d){var s=window.__taps={q:[],done:0,w:w},P="data-tap-pending";function h(e){if(g(e))return;var t=e.target,f=e.type=="submit",' +
  'el=t.closest&&t.closest(f?"form[data-tap]":"[data-tap]"),p,b,o,n;if(!el||!f&&el.tagName=="FORM")return;' +
  'p=el.hasAttribute(P)&&!el.hasAttribute("data-tap-repeat");if(s.done&&!p)return;e.preventDefault();e.stopImmediatePropagation();' +
  'if(!p){el.setAttribute(P,"");s.q.push({type:e.type,el:el,key:el.getAttribute("data-tap"),submitter:e.submitter});' +
  // a basket tap shows at once: its card's quantity and the basket totals change as the replayed tap will change them
  'b=+el.dataset.price;o=b&&el.form.querySelector("[data-tap-q]");if(o&&(n=(+o.textContent||0)+(b>0?1:-1))>=0){o.textContent=n;' +
  'd.querySelectorAll("[data-total]").forEach(function(t){var v=t.dataset.total=+t.dataset.total+b;' +
  't.textContent=t.textContent.replace(/[\\d.]+/,(v/100).toFixed(2))})}}}' +
  // a slow link (issue 35, 021-slow-link-first-visit.md): the header's or bar's basket, tapped before hydration with basket
  // taps queued, posts each tapped card's form (its shown quantity) to the server's basket cookie, then opens the HTML checkout
  // (a tab that found its link slow once says so on its next pages: the HTML checkout's own page is too small to measure)
  // once found slow, the tab says so to the server too: its next pages are the lite ones (023-lite-pages-on-a-slow-link.md)
  'function w(){var v=navigator,c=v.connection||{},n=performance.getEntriesByType("navigation")[0],e,z,r;try{if(sessionStorage.__slow)return 1}catch(x){}' +
  'if(c.saveData||/[23]g/.test(c.effectiveType))r=1;' +
  'else if(n)e=n.responseEnd,z=n.encodedBodySize,r=e>0?z>4095&&z*8/(e-n.responseStart)<700:performance.now()-n.responseStart>1e3;' +
  // (not on a page the service worker controls: its code is in the worker's cache, a full page costs the link nothing more)
  `if(r){try{sessionStorage.__slow=1}catch(x){}(v=v.serviceWorker)&&v.controller||(d.cookie="${SLOW_LINK_COOKIE}=1;path=/;samesite=lax")}return r}` +
  'function g(e){var el=e.target.closest&&e.target.closest("[data-tap]"),f=el&&el.form,q=s.q,l=[],c=Promise.resolve();' +
  'if(s.f)return e.preventDefault(),e.stopImmediatePropagation(),1;if(s.done||e.type!="click"||!f||f.method!="get"||!/\\/checkout$/.test(f.action))return;' +
  'q.forEach(function(x){var o=x.el.form;x.el.dataset.price&&o&&l.indexOf(o)<0&&l.push(o)});if(!l.length||!w())return;' +
  'e.preventDefault();e.stopImmediatePropagation();s.f=1;el.setAttribute(P,"");s.q=[];l.forEach(function(o){var b=new URLSearchParams(new FormData(o));' +
  'b.set("quantity",+o.querySelector("[data-tap-q]").textContent||0);c=c.then(function(){return fetch(o.action,{method:"POST",body:b,redirect:"manual"})})});' +
  // a failed post gives the queue back to the replay: nothing lost (the server keeps the larger quantity of a line seen twice)
  'c.then(function(){f.submit()},function(){s.q=q.concat(s.q);s.f=0;el.removeAttribute(P)});return 1}' +
  'd.addEventListener("click",h,true);d.addEventListener("submit",h,true)})(document)';
