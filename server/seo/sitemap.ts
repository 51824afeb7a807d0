// sitemap.xml: every indexable page in its three languages, each listing the others as alternates.
import { htmlLang, locales, localizePath, defaultLocale } from '../../shared/locale';
import { MOBILE_APP_SLUG } from '../../shared/public-config';

/** The fixed pages of the shop worth a search (not the checkout, a form, nor the orders, personal). */
export const STATIC_PATHS = [
  '/',
  '/catalogue',
  '/products',
  '/about-us',
  '/brands',
  '/contacts',
  '/delivery-and-payment',
  `/${MOBILE_APP_SLUG}`,
];

export interface SitemapSource {
  categoryIds: number[];
  productIds: number[];
  /** slugs of pages served at /pages/{slug} */
  pageSlugs: string[];
}

export function sitemapPaths({ categoryIds, productIds, pageSlugs }: SitemapSource): string[] {
  const fixed = new Set(STATIC_PATHS);
  return [
    ...STATIC_PATHS,
    ...categoryIds.map((id) => `/products?category=${id}`),
    ...productIds.map((id) => `/products/${id}`),
    ...pageSlugs.map((slug) => `/pages/${encodeURIComponent(slug)}`).filter((path) => !fixed.has(path)),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function renderSitemap(publicUrl: string, paths: string[]): string {
  const url = (path: string, locale: (typeof locales)[number]) => escapeXml(`${publicUrl}${localizePath(path, locale)}`);
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...locales.map((l) => `<xhtml:link rel="alternate" hreflang="${htmlLang[l]}" href="${url(path, l)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path, defaultLocale)}"/>`,
    ].join('');
    return locales.map((l) => `<url><loc>${url(path, l)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(publicUrl: string): string {
  // a shopper's own pages and the checkout's form: nothing there answers a search
  const personal = ['/checkout', '/orders'].flatMap((path) => locales.map((l) => localizePath(path, l)));
  return [
    'User-agent: *',
    'Allow: /',
    ...personal.map((path) => `Disallow: ${path}`),
    'Disallow: /back/',
    'Disallow: /api/',
    'Disallow: /*_payload.json',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
