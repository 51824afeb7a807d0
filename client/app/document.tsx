import { useState, type ReactNode } from 'react';
import { preinit, preloadModule, type PreloadModuleOptions } from 'react-dom';
import { useLocation } from 'react-router';
import { useRouteHandles } from '../router/router-state';
import { htmlLang, locales, type Locale } from '../../shared/locale';
import { useAppContext, type AppContextValue } from '../app-context';
import type { RouteHandle } from '../router/context';
import { SHOP_PART_MODULE } from './shop-part-loader';
import { I18nProvider } from '../i18n';
import { canonicalUrl } from '../components/seo/canonical';
import { EARLY_TAPS_SCRIPT } from '../browser/early-taps-script';
import { NoScriptRefresh } from '../features/orders/components/no-script-refresh';
import { APPLE_TOUCH_ICON, FAVICON_SVG, shopManifestPath, THEME_COLOUR } from '../../shared/web-app';

/** The whole HTML document: React renders and hydrates <html>, so lang and links stay in step. */
export function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { config, dictionaries, assets, nonce } = useAppContext();
  const handles = useRouteHandles();
  // Rendering these here, not beside the router, keeps the server tree identical to the browser's
  // (useId values depend on it); React puts them in <head>.
  if (assets)
    preloadAssets(
      assets,
      handles.map((h) => (h as RouteHandle | undefined)?.module),
    );
  const { pathname, search } = useLocation();
  const href = (l: Locale) => canonicalUrl(config.publicUrl, pathname, search, l);
  // `data-landing` while the shopper is still on the page they arrived at: only there do the home's
  // lower sections wait to be laid out (catalogue.css). A page rendered later, Back to home included,
  // lays them out at once, so the scroll position restored there is exact.
  const [landing, setLanding] = useState<string | null>(pathname);
  if (landing !== null && pathname !== landing) setLanding(null);
  return (
    <html lang={htmlLang[locale]} data-locale={locale} data-landing={landing === null ? undefined : ''}>
      <head>
        <meta charSet="utf-8" />
        {/* first of our <head>: takes taps from the first byte (the browser bundle renders it empty). An
            async module, not a classic script: React writes the stylesheet above it, and the parser would
            wait at a classic script for that stylesheet to arrive, leaving the body unparsed meanwhile
            (on a slow link, the dishes reached the DOM only after the stylesheet). */}
        <script
          nonce={nonce}
          type="module"
          async
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? EARLY_TAPS_SCRIPT : '' }}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOUR} />
        <link rel="icon" href={FAVICON_SVG} type="image/svg+xml" />
        {/* fetched by the browser when it judges installability, not by the page's first load */}
        <link rel="manifest" href={shopManifestPath(locale)} />
        <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON.src} />
        <link rel="canonical" href={href(locale)} />
        {locales.map((l) => (
          <link key={l} rel="alternate" hrefLang={htmlLang[l]} href={href(l)} />
        ))}
        <link rel="alternate" hrefLang="x-default" href={href('ru')} />
        <NoScriptRefresh locale={locale} />
      </head>
      <body>
        {/* the tab's one dictionary object of this language (words are merged into it as they load):
            a new one would be a new context value reaching the shop's part before it has hydrated */}
        <I18nProvider locale={locale} dict={(dictionaries[locale] ??= {})}>
          {children}
        </I18nProvider>
      </body>
    </html>
  );
}

// The entry's modules are fetched at low priority: the stylesheet and the dishes' first images come
// first, so the page paints before its code arrives (the code hydrates it after the first paint).
// React writes every option as an attribute; its types do not list fetchPriority yet.
const lowPriority: PreloadModuleOptions & { fetchPriority: 'low' } = { as: 'script', fetchPriority: 'low' };

/**
 * The styles (the shop's one sheet, and any of the page's or the shop part's own) and the entry's module
 * preloads. Not the page's code, the shop's part or the words: they load once the browser is idle after
 * the load event, or at the shopper's first touch (shop-part-loader.ts), never during the first load.
 */
function preloadAssets(assets: NonNullable<AppContextValue['assets']>, routeModules: (string | undefined)[]) {
  const later = [SHOP_PART_MODULE, ...routeModules].flatMap((m) => (m ? (assets.chunks?.[m] ?? []) : []));
  for (const href of [...assets.styles, ...later.filter((f) => f.endsWith('.css'))]) preinit(href, { as: 'style', precedence: 'default' });
  for (const href of assets.preloads) preloadModule(href, lowPriority);
}
