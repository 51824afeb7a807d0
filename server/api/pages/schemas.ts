// Slugs are lowercase words joined by hyphens; anything else cannot name a page.
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isSlug = (v: string) => v.length <= 100 && SLUG.test(v);
