const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

export function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert]'));
}

/** Keeps Tab and Shift+Tab cycling inside `root`; returns true when it moved focus itself. */
export function cycleFocus(root: HTMLElement, event: KeyboardEvent): boolean {
  const items = focusablesIn(root);
  if (items.length === 0) {
    event.preventDefault();
    root.focus();
    return true;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !active || !root.contains(active) || active === root;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || (outside && active !== root))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

// Frames open now, newest last: only the top one traps focus, so a stacked pair does not fight.
const stack: HTMLElement[] = [];

export function pushFrame(el: HTMLElement): () => void {
  stack.push(el);
  return () => {
    const i = stack.lastIndexOf(el);
    if (i >= 0) stack.splice(i, 1);
  };
}

export const isTopFrame = (el: HTMLElement) => stack[stack.length - 1] === el;
