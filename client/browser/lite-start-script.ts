import { FIRST_TOUCH, FORM_QUIET_MS, HTML_CHECKOUT_FORM, HTML_TAKES } from './hydration-gate';

/**
 * The lite page's start (issue 35, docs/decisions/023-lite-pages-on-a-slow-link.md): a slow tab's page
 * names no module preload and no entry script, so nothing of the shop's code shares the link with the
 * page the shopper asked for, or with their next navigation or form post. This inline script (server
 * only, after the boot data) holds the entry back until the hydration gate would open — the rules of
 * hydration-gate.ts, which comes with the entry, spelt small: idle after the load event, or a touch the
 * HTML path does not answer (the contract's measure says the link is slow); on the HTML checkout only a
 * quiet spell after load, or a kept stepper tap. Then it preloads the entry's modules and imports it, and
 * says so (`__gateOpen`): the entry's own gate opens at once. A page the service worker controls (a repeat
 * visit) imports the entry at once, as a full page would (the code is in the worker's precache), and
 * leaves the shop's part to the entry's own gate. ES5 and tiny, like the early contract; its size is
 * asserted beside it.
 */
export function liteStartScript(entry: string, preloads: string[]): string {
  return (
    `(function(w,d){var o=0,i=0,t=0,T=${JSON.stringify(FIRST_TOUCH)},E=${JSON.stringify(entry)},P=${JSON.stringify(preloads)};` +
    'function q(){return w.__taps&&w.__taps.q.length>0}function slow(){return w.__taps&&w.__taps.w&&w.__taps.w()}' +
    `function held(){return slow()&&!!d.querySelector(${JSON.stringify(HTML_CHECKOUT_FORM)})}` +
    'function go(){if(o)return;o=1;w.__gateOpen=1;T.forEach(function(k){w.removeEventListener(k,on,true)});imp()}' +
    'function imp(){if(i)return;i=1;P.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});import(E)}' +
    'function idle(){w.requestIdleCallback?requestIdleCallback(go,{timeout:200}):setTimeout(go,50)}' +
    `function quiet(){var n=t;setTimeout(function(){n==t&&idle()},${FORM_QUIET_MS})}` +
    'function after(){held()?quiet():idle()}' +
    // a touch: on the HTML checkout it only restarts the quiet spell (a kept stepper tap opens it); elsewhere
    // it opens the gate unless the HTML path answers it (a basket tap, the basket on its way to the checkout)
    'function on(e){var el=e.target;if(held()){t++;setTimeout(function(){q()&&go()},0);d.readyState=="complete"&&quiet()}' +
    `else if(!(slow()&&el&&el.closest&&el.closest(${JSON.stringify(HTML_TAKES)})))go()}` +
    'T.forEach(function(k){w.addEventListener(k,on,{capture:true,passive:true})});' +
    // a page the service worker controls has the code in its precache: it costs the link nothing, and the entry's
    // own gate holds the shop's part as on a full page (the HTML checkout's quiet spell included)
    'if(navigator.serviceWorker&&navigator.serviceWorker.controller)imp();else if(q())go();else if(d.readyState=="complete")after();else w.addEventListener("load",after,{once:true})})(window,document)'
  );
}
