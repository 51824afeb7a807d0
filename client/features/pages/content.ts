/** "/about-us" (or "/about-us/") -> "about-us": the fixed content routes are named after their page. */
export function contentSlug(path: string): string {
  return path.replace(/^\/+|\/+$/g, '').split('?')[0];
}

/** The words of a page's HTML, for its meta description. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
