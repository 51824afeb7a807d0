import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { CloseIcon } from '../ui/icons';
import { cycleFocus, isTopFrame, pushFrame } from './focus-trap';
import { lockBodyScroll } from './scroll-lock';

export type ModalVariant = 'panel' | 'dialog';

interface ModalFrameProps {
  title: string;
  onClose(): void;
  /** 'panel' slides in from the side (basket, favourites, catalogue, menu); 'dialog' is centred */
  variant?: ModalVariant;
  className?: string;
  children: ReactNode;
}

/**
 * The accessible shell of every modal: a labelled dialog with a close button, a backdrop that closes it,
 * Escape, focus kept inside and handed back to the opener, and the page behind held still.
 */
export function ModalFrame({ title, onClose, variant = 'dialog', className, children }: ModalFrameProps) {
  const t = useT();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const el = panel.current!;
    // taken after the previous modal (if any) has gone, so focus returns to the original opener
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const unlock = lockBodyScroll();
    const pop = pushFrame(el);
    if (!el.contains(document.activeElement)) el.focus({ preventScroll: true });
    // focus that escapes by a click or a script is brought back while this is the top frame
    const guard = (event: FocusEvent) => {
      if (isTopFrame(el) && event.target instanceof Node && !el.contains(event.target)) el.focus({ preventScroll: true });
    };
    // on the document, so Escape and Tab work even when focus sits on <body>; only the top frame answers
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopFrame(el) || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'Tab') {
        cycleFocus(el, event);
      }
    };
    document.addEventListener('focusin', guard);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', guard);
      document.removeEventListener('keydown', onKeyDown);
      pop();
      unlock();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <div className={`modal modal--${variant}${className ? ` ${className}` : ''}`}>
      <div className="modal__backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={panel} className="modal__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t('shell.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
