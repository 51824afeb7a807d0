/**
 * A definition list read as `{ term: description }` text, so a test asserts a whole summary
 * (totals, order facts) in one line, each value next to its label rather than anywhere on the page.
 */
export function definitionsOf(list: Element | null): Record<string, string> {
  if (!list) throw new Error('no definition list');
  return Object.fromEntries([...list.querySelectorAll('dt')].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']));
}
