import { localizePath, type Locale } from './locale';

// The shop and the desk as home-screen apps (issue 39): the colours of the design (design.md: the
// brick-red brand and the page's warm white) and where the build puts the icons made from the logo
// (scripts/app-icons.ts), which the manifests (server/http/web-manifest.ts) and both heads name.

export const THEME_COLOUR = '#9a3412';
export const BACKGROUND_COLOUR = '#fffaf4';

/** Each icon the build writes: its path, square size and how a launcher may use it. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  // the logo inside the safe circle on the background colour: launchers crop it to their shape
  { src: '/icons/maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** iOS takes no manifest icon: it reads this link (an opaque 180 px square, or it paints black behind). */
export const APPLE_TOUCH_ICON = { src: '/apple-touch-icon.png', size: 180 } as const;
/** What a browser asks for without being told (and what the build also makes from the logo). */
export const FAVICON_ICO = '/favicon.ico';
export const FAVICON_SVG = '/favicon.svg';

/** The storefront's manifest in a language: /manifest.webmanifest, /en/…, /tm/… */
export const shopManifestPath = (locale: Locale) => localizePath('/manifest.webmanifest', locale);
/** The desk's own (a counter tablet installs the desk alone): /desk/manifest.webmanifest, /en/desk/… */
export const deskManifestPath = (locale: Locale) => localizePath('/desk/manifest.webmanifest', locale);

/** Where the build notes the logo's fingerprint (dist/client/…, not served), added to the icons' URLs. */
export const ICONS_INFO = '.vite/app-icons.json';
export interface AppIconsInfo {
  version: string;
}
