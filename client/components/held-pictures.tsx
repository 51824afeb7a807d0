import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * A first page whose link the server does not know, or a slow tab's page (issue 35, record 027's addendum): the
 * dish pictures below the first screen are not fetched until the shopper scrolls near them. Chromium's native
 * lazy loading fetches every picture within 2,500 px of the screen on a slow link (13 of the home's 17, ~20 KB
 * at 4 KB/s), and its margin cannot be set; so such a picture is rendered with a placeholder `src` (one
 * transparent pixel; the card's stylesheet gives the box its 4:3 size, so nothing moves when the picture
 * comes) and its own address in `data-src`, which {@link HELD_PICTURES_SCRIPT} puts back when the picture
 * comes within a screen's height. Without scripts (`@media (scripting: none)`) the placeholder is hidden and
 * the `<noscript>` copy shows. Once hydrated, React renders the pictures as usual (native lazy loading).
 */
export const HeldPictures = createContext(false);

/** One transparent pixel: the held picture's `src` until the observer fills it. */
export const HELD_PICTURE_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

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
 * address back once within 900 px of the screen (at once where there is no IntersectionObserver). ES5, tiny.
 */
export const HELD_PICTURES_SCRIPT =
  '(function(d){var l=d.querySelectorAll("img[data-src]"),o,I=window.IntersectionObserver;function f(i){var s=i.getAttribute("data-srcset");' +
  's&&(i.srcset=s);i.src=i.getAttribute("data-src");i.removeAttribute("data-src")}if(!I)return l.forEach(f);' +
  'o=new I(function(e){e.forEach(function(x){x.isIntersecting&&(o.unobserve(x.target),f(x.target))})},{rootMargin:"900px 0px"});' +
  'l.forEach(function(i){o.observe(i)})})(document);';
