/** "/about-us" (or "/about-us/") -> "about-us": the fixed content routes are named after their page. */
export function contentSlug(path: string): string {
  return path.replace(/^\/+|\/+$/g, '').split('?')[0];
}

/**
 * A page's meta description: the words of its text without its headings, which the title already
 * says ("Delivery Delivery within Ashgabat…" read twice in a search result); cut at a word, ≤ 160.
 */
export function pageDescription(html: string): string {
  const text = plainText(html.replace(/<h([1-6])\b[^>]*>[\s\S]*?<\/h\1>/gi, ' ')) || plainText(html);
  if (text.length <= 160) return text;
  const cut = text.slice(0, 159);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 159)}…`;
}

/** The words of a page's HTML. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
