import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * A first page whose link the server does not know, or a slow tab's page (issue 35, record 027's addendum): the
 * dish pictures below the first screen are not fetched until the shopper scrolls near them. Chromium's native
 * lazy loading fetches every picture within 2,500 px of the screen on a slow link (13 of the home's 17, ~20 KB
 * at 4 KB/s), and its margin cannot be set; so such a picture is rendered with the empty `src="data:,"` (valid HTML, no request; the card's
 * stylesheet gives the empty box its 4:3 size and its colour, so nothing moves when the picture comes) and its own address in the `--src` custom property (`url(…)`), which {@link HELD_PICTURES_SCRIPT} makes its `src` when the picture
 * comes within 200 px of the screen. Without scripts (`@media (scripting: none)`) the stylesheet shows the
 * picture (`content: var(--src)`). Costs the page's HTML the ~400 bytes of the script: the held `<img>` is as long as the lazy one. Once hydrated, React renders the pictures as usual (native lazy loading).
 */
export const HeldPictures = createContext(false);

const never = () => () => {};

/** Whether this render holds its pictures: the server's page, and the hydration over it; not a later render. */
export function useHeldPictures(): boolean {
  const held = useContext(HeldPictures);
  return useSyncExternalStore(
    never,
    () => false,
    () => held,
  );
}

/**
 * Inline, after the boot data at the end of the page (all its pictures parsed): each held picture gets its
 * address back once within 200 px of the screen (at once where there is no IntersectionObserver; one React has rendered since keeps its own; native lazy loading fetches within 1,250–2,500 px). ES5, tiny.
 */
export const HELD_PICTURES_SCRIPT =
  '(function(d){var I=window.IntersectionObserver,o=I&&new I(function(e){e.forEach(function(x){x.isIntersecting&&f(x.target)})},{rootMargin:"200px"});' +
  'function f(i){var s=i.getAttribute("data-srcset");o&&o.unobserve(i);if(!i.classList.contains("held"))return;s&&(i.srcset=s);i.src=i.style.getPropertyValue("--src").trim().slice(4,-1);' +
  'i.classList.remove("held")}d.querySelectorAll("img.held").forEach(function(i){o?o.observe(i):f(i)})})(document)';
