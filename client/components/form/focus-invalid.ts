/**
 * Takes the shopper to the first field the form marks invalid: focus, and the field scrolled to the
 * middle of the screen (under a sticky header or a phone's keyboard the top edge would be hidden).
 * A marked group (a fieldset of choices) hands focus to its first control. False when none is marked.
 */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!marked) return false;
  const target = marked.matches('input, select, textarea, button')
    ? marked
    : (marked.querySelector<HTMLElement>('input, select, textarea, button') ?? marked);
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'center' });
  return true;
}
