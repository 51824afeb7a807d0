import { defaulted, type, type Infer } from 'superstruct';
import { boolParam } from '../../http/query-params';

// Slugs are lowercase words joined by hyphens; anything else cannot name a page.
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isSlug = (v: string) => v.length <= 100 && SLUG.test(v);

// names and content in the request's language only (docs/catalogue-api.md)
export const PagesQuery = type({ localized: defaulted(boolParam(), false) });
export type PagesQuery = Infer<typeof PagesQuery>;
