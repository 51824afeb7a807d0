import { useEffect, useState, type CSSProperties } from 'react';
import { Toaster as HotToaster, type ToastPosition } from 'react-hot-toast';

// Spec §9: 3 s, 300 px, top right — but never over a control (issue 12): on a desktop just below the
// header (its profile and basket buttons), on a phone at the bottom above the mobile bar, where a
// side panel's title and close button are not, and between the floating buttons' columns (right 16 +
// 48 px). Toasts never pause: they take no pointer (global.css).
const PHONE = '(max-width: 768px)';
const GAP = 8;
const FLOATS_CLEARANCE = 72;

interface Placement {
  position: ToastPosition;
  containerStyle: CSSProperties;
}

function placement(): Placement {
  if (window.matchMedia(PHONE).matches) {
    const bottom = `calc(var(--bar-h) + ${GAP}px + env(safe-area-inset-bottom))`;
    return { position: 'bottom-center', containerStyle: { bottom, left: FLOATS_CLEARANCE, right: FLOATS_CLEARANCE } };
  }
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  return { position: 'top-right', containerStyle: { top: Math.max(16, Math.round(header) + GAP) } };
}

/** Follows the header while it scrolls away, and the breakpoint when the window is resized. */
function usePlacement(): Placement {
  const [where, setWhere] = useState(placement);
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
