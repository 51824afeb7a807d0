import { useEffect, useRef } from 'react';
import { ChatButton } from './chat-button';
import { ScrollToTop } from './scroll-to-top';

// What a floating button must never cover: a card's price and its "add to basket" or stepper (issue 12.9),
// and a form's field (the checkout's reach the screen's edge on a phone; docs/decisions/019-fixed-bars-and-fields.md).
const CARD_ACTIONS = '.product-card__meta, .product-card .basket-add, .product-card .stepper, main :is(input, select, textarea)';

const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function coversCardActions(stack: HTMLElement): boolean {
  const buttons = [...stack.children].map((b) => b.getBoundingClientRect());
  if (buttons.length === 0) return false;
  return [...document.querySelectorAll(CARD_ACTIONS)].some((action) => {
    const rect = action.getBoundingClientRect();
    return buttons.some((button) => overlap(button, rect));
  });
}

/**
 * The corner buttons (back to top, chat). Where cards or fields reach the screen's edge — a phone's two
 * columns, its checkout — they step aside (hidden) while a card's price or basket button or a field is
 * beneath them; the chat stays in the menu.
 */
export function FloatingControls() {
  const stack = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = stack.current!;
    let frame = 0;
    const check = () => {
      frame = 0;
      el.toggleAttribute('data-covering', coversCardActions(el));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    // the page scrolls, the window turns, cards arrive (the body grows), "back to top" appears (the stack grows)
    // (observers report before the paint, and once when observing starts: a covering button is never drawn)
    const resized = new ResizeObserver(check);
    resized.observe(document.body);
    resized.observe(el);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return (
    <div className="floating" ref={stack}>
      <ScrollToTop />
      <ChatButton />
    </div>
  );
}
