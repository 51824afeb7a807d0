// Counted, because two frames can be open at once (the product modal over a page panel):
// the page may scroll again only when the last one closes.
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Stops the page behind a modal from scrolling; returns the unlock. */
export function lockBodyScroll(): () => void {
  const body = document.body;
  if (locks++ === 0) {
    // the vanishing scrollbar would shift the page sideways: pad by its width instead
    const { clientWidth } = document.documentElement;
    const scrollbar = clientWidth > 0 ? window.innerWidth - clientWidth : 0;
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}
