/** The settings the browser may see; built by server/config.ts and sent with every page. */
export interface PublicConfig {
  publicUrl: string;
  shopName: string;
  phone: string;
  email: string;
  hours: { opens: string; closes: string };
  /** where the restaurant is: search engines' Restaurant card and maps */
  address: { street: string; city: string; country: string; latitude: number; longitude: number };
  /** the picture of the shop in link previews (Telegram, imo) where a page has none of its own */
  image: string;
  /** minor units */
  deliveryFee: number;
  mapTileUrl: string;
  /** off unless the operator configures a script (e.g. a self-hosted Plausible or Umami) */
  analytics?: { scriptUrl: string; id?: string };
  links: { telegram?: string; instagram?: string; imo?: string; appStore?: string; googlePlay?: string };
}

/** The content page that sends shoppers to the app stores (/mobile-application-links). */
export const MOBILE_APP_SLUG = 'mobile-application-links';

/** The app page and its links exist only once a store link is configured: otherwise it is a dead end. */
export const hasMobileApp = (links: PublicConfig['links']) => Boolean(links.appStore || links.googlePlay);
