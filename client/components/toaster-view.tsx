import { useEffect, useLayoutEffect, useState, type CSSProperties } from 'react';
import { Toaster as HotToaster, useToasterStore, type ToastPosition } from 'react-hot-toast';

// Spec §9: 3 s, 300 px, top right — but over nothing the shopper is using (issues 12 and 38): on a
// desktop just below the header (its profile and basket buttons) and left of an open side panel (the
// basket, whose steppers raise the toast); on a phone over the bottom bar, the navigation, not over
// the cards above it whose price and button were just tapped. Toasts never pause: they take no
// pointer (global.css).
const PHONE = '(max-width: 768px)';
const GAP = 8;

interface Placement {
  position: ToastPosition;
  containerStyle: CSSProperties;
}

function placement(): Placement {
  if (window.matchMedia(PHONE).matches) {
    const bottom = `calc(${GAP}px + env(safe-area-inset-bottom))`;
    return { position: 'bottom-center', containerStyle: { bottom, left: GAP, right: GAP } };
  }
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const panel = document.querySelector('.modal--panel .modal__panel')?.getBoundingClientRect();
  const right = panel ? Math.round(window.innerWidth - panel.left) + GAP : 16;
  return { position: 'top-right', containerStyle: { top: Math.max(16, Math.round(header) + GAP), right } };
}

/** Follows the header while it scrolls away, and the breakpoint when the window is resized. */
function usePlacement(): Placement {
  const [where, setWhere] = useState(placement);
  // a side panel opens and closes without a scroll or a resize: each new toast looks again
  const shown = useToasterStore().toasts.length;
  useLayoutEffect(() => setWhere(placement()), [shown]);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setWhere(placement()));
    };
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return where;
}

export default function ToasterView() {
  const { position, containerStyle } = usePlacement();
  return (
    <HotToaster
      position={position}
      containerClassName="toaster"
      containerStyle={containerStyle}
      toastOptions={{ duration: 3000, className: 'toast', style: { width: 300, maxWidth: '100%' } }}
    />
  );
}
