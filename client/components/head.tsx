import { useLocation } from 'react-router';
import { locales, type Locale } from '../../shared/locale';
import { usePublicConfig } from '../app-context';
import { useLocale } from '../i18n';
import { absoluteUrl, canonicalUrl } from './seo/canonical';

// Open Graph wants language_TERRITORY
const ogLocale: Record<Locale, string> = { ru: 'ru_RU', en: 'en_GB', tm: 'tk_TM' };

interface HeadProps {
  title: string;
  description?: string;
  robots?: string;
  /** the page's own picture (a dish); the shop's picture otherwise */
  image?: string;
  type?: 'website' | 'product';
}

/**
 * Title, description and the link preview (Open Graph, Twitter card) that Telegram, imo and search
 * engines read; React 19 hoists these into <head> on the server and in the browser.
 */
export function Head({ title, description, robots, image, type = 'website' }: HeadProps) {
  const { shopName, publicUrl, image: shopImage } = usePublicConfig();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const fullTitle = title ? `${title} — ${shopName}` : shopName;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
      <meta property="og:site_name" content={shopName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title || shopName} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={canonicalUrl(publicUrl, pathname, search, locale)} />
      <meta property="og:image" content={absoluteUrl(publicUrl, image || shopImage)} />
      <meta property="og:locale" content={ogLocale[locale]} />
      {locales
        .filter((l) => l !== locale)
        .map((l) => (
          <meta key={l} property="og:locale:alternate" content={ogLocale[l]} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      {description ? <meta name="twitter:description" content={description} /> : null}
    </>
  );
}
