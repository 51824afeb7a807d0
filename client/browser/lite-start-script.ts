import { SLOW_LINK_COOKIE } from '../../shared/slow-link';
import { FIRST_TOUCH, FORM_QUIET_MS, HTML_CHECKOUT_FORM, HTML_TAKES, ORDER_PLACED } from './hydration-gate';

/**
 * The start of a page without its entry in the head (issue 35, docs/decisions/023-lite-pages-on-a-slow-link.md
 * and 027-first-page-start-decides.md): a slow tab's lite page, or a page whose link the server does not know
 * (`decides`: no slow cookie, no Save-Data), names no module preload and no entry script, so nothing of the
 * shop's code shares the link with the stylesheet, the first pictures, the shopper's next navigation or form
 * post. This inline script (server only, after the boot data, at the end of the HTML) decides:
 * - a page the service worker controls (a repeat visit) imports the entry at once, as a full page would (the
 *   code is in the worker's precache), and leaves the shop's part to the entry's own gate;
 * - on a page that decides, a link the early contract measures fast (its own HTML, all of it by now) imports
 *   the entry at once too: the page is today's full page, its code a little later than the head's preloads;
 * - else the entry waits for the hydration gate, the rules of hydration-gate.ts spelt small: a touch the HTML
 *   path does not answer (on a slow link the HTML path answers a basket tap and the basket on its way to the
 *   checkout); on the HTML checkout only a quiet spell after load, or a kept stepper tap; idle after the load
 *   event only where the link is not slow or the order is placed (the confirmation: the entry registers the
 *   worker there). Then it preloads the entry's modules and imports it, and says so (`__gateOpen`): the
 *   entry's own gate opens at once.
 * ES5 and tiny, like the early contract; its size is asserted beside it.
 */
export function liteStartScript(entry: string, preloads: string[], decides = false): string {
  return (
    `(function(w,d){var o=0,i=0,t=0,T=${JSON.stringify(FIRST_TOUCH)},E=${JSON.stringify(entry)},P=${JSON.stringify(preloads)},H=${JSON.stringify(HTML_TAKES)};` +
    // the contract's measure (its own HTML's rate) counts the server's streaming too: on a busy machine loopback read slow. A
    // browser that reports 4g, whose stylesheet did not come slowly over the network, is on a fast link: the tab forgets it
    'function css(){var r=performance.getEntriesByType("resource").filter(function(x){return/\\.css$/.test(x.name)})[0],z=r&&r.encodedBodySize;' +
    'return r&&r.transferSize>0&&z>4095&&z*8/(r.responseEnd-r.responseStart)<700}' +
    'function fast(){var c=navigator.connection;if(!c||c.effectiveType!="4g"||c.saveData||css())return 0;' +
    `try{sessionStorage.removeItem("__slow")}catch(x){}d.cookie="${SLOW_LINK_COOKIE}=;path=/;max-age=0";return 1}` +
    'function slow(){return w.__taps&&w.__taps.w&&w.__taps.w()&&!fast()}function takes(el){return slow()&&el&&el.closest&&el.closest(H)}' +
    // a kept tap opens the gate, unless the HTML path answers it (a basket tap on a slow link, 021)
    'function q(){return w.__taps&&w.__taps.q.some(function(x){return held()||!takes(x.el)})}' +
    `function held(){return slow()&&!!d.querySelector(${JSON.stringify(HTML_CHECKOUT_FORM)})}` +
    'function go(){if(o)return;o=1;w.__gateOpen=1;T.forEach(function(k){w.removeEventListener(k,on,true)});imp()}' +
    'function imp(){if(i)return;i=1;P.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});import(E)}' +
    'function idle(){w.requestIdleCallback?requestIdleCallback(go,{timeout:200}):setTimeout(go,50)}' +
    `function quiet(){var n=t;setTimeout(function(){n==t&&idle()},${FORM_QUIET_MS})}` +
    // after load: the HTML checkout's quiet spell; on a slow link nothing more until the order is placed
    `function after(){held()?quiet():slow()&&!d.querySelector(${JSON.stringify(ORDER_PLACED)})||idle()}` +
    // a touch: on the HTML checkout it only restarts the quiet spell (a kept stepper tap opens it); elsewhere
    // it opens the gate unless the HTML path answers it (a basket tap, the basket on its way to the checkout)
    'function on(e){if(held()){t++;setTimeout(function(){q()&&go()},0);d.readyState=="complete"&&quiet()}else if(!takes(e.target))go()}' +
    'T.forEach(function(k){w.addEventListener(k,on,{capture:true,passive:true})});' +
    // a page the service worker controls has the code in its precache: it costs the link nothing, and the entry's
    // own gate holds the shop's part as on a full page (the HTML checkout's quiet spell included); so does a fast link
    'function rest(){if(q())go();else if(d.readyState=="complete")after();else w.addEventListener("load",after,{once:true})}' +
    // a page that decides measures its whole HTML: where the browser has not yet seen its last byte, it looks again soon
    (decides
      ? 'function decide(){var n=performance.getEntriesByType("navigation")[0];if(n&&!(n.responseEnd>0))return setTimeout(decide,50);slow()?rest():imp()}'
      : '') +
    `if(navigator.serviceWorker&&navigator.serviceWorker.controller)imp();else ${decides ? 'decide()' : 'rest()'}})(window,document)`
  );
}
