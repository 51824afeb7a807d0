// schema.org builders: the restaurant with its menu on the home page, the dish on its page.
import type { Category, Product } from '../../../shared/api/types';
import { htmlLang, localizePath, localized, type Locale } from '../../../shared/locale';
import { formatMoney, parseMoney } from '../../../shared/money';
import type { PublicConfig } from '../../../shared/public-config';
import type { ShopStatus } from '../../../shared/shop-week';
import { schemaOpeningHours, upcomingClosures } from '../../../shared/week-summary';
import { absoluteUrl } from './canonical';

export const CURRENCY = 'TMT';

type Shop = Pick<PublicConfig, 'publicUrl' | 'shopName' | 'phone' | 'email'>;
type Place = Shop & Pick<PublicConfig, 'address' | 'image'>;

const absolute = (shop: Shop, path: string) => absoluteUrl(shop.publicUrl, path);

// the cuisines of the demo menu and of the shop it stands for
const CUISINES = ['Turkmen', 'Central Asian', 'Russian'];

function offer(product: Product, shop: Shop, locale: Locale) {
  return {
    '@type': 'Offer',
    price: formatMoney(parseMoney(product.price) ?? 0),
    priceCurrency: CURRENCY,
    availability: 'https://schema.org/InStock',
    url: absolute(shop, localizePath(`/products/${product.id}`, locale)),
  };
}

function menuItem(product: Product, shop: Shop, locale: Locale) {
  return {
    '@type': 'MenuItem',
    name: localized(product, 'name', locale),
    description: localized(product, 'description', locale) || undefined,
    image: absolute(shop, product.image),
    offers: offer(product, shop, locale),
  };
}

/**
 * A dish as the home page's whole menu lists it: its name and price (its section links to the page
 * with the rest). Brief, so that the whole demo menu fits the home page's 50 KB.
 */
function briefMenuItem(product: Product, locale: Locale) {
  return {
    '@type': 'MenuItem',
    name: localized(product, 'name', locale),
    offers: { '@type': 'Offer', price: formatMoney(parseMoney(product.price) ?? 0), priceCurrency: CURRENCY },
  };
}

/** "8.00–120.00 TMT": the cheapest and the dearest dish on the menu shown. */
function priceRange(categories: Category[]): string | undefined {
  const prices = categories.flatMap((c) => (c.products ?? []).map((p) => parseMoney(p.price))).filter((p) => p !== null);
  if (prices.length === 0) return undefined;
  return `${formatMoney(Math.min(...prices))}–${formatMoney(Math.max(...prices))} ${CURRENCY}`;
}

/** The saved week, and the coming closures as days without hours (schema.org's way to say closed). */
function openingHours(hours: ShopStatus['hours'] | undefined) {
  if (!hours) return {};
  const closures = upcomingClosures(hours.closures, Date.now());
  return {
    openingHours: schemaOpeningHours(hours.week),
    specialOpeningHoursSpecification: closures.length
      ? closures.map((day) => ({
          '@type': 'OpeningHoursSpecification',
          validFrom: day,
          validThrough: day,
          opens: '00:00',
          closes: '00:00',
        }))
      : undefined,
  };
}

/**
 * The restaurant with its menu; `brief`: each dish by its name, page and price only (the home page lists
 * the whole menu, issue 38 item 16), at most `maxItems` dishes in all. `hours`: the shop's saved week
 * from its status; unknown, the hours are left out.
 */
export function restaurantSchema(
  categories: Category[],
  shop: Place,
  locale: Locale,
  { brief = false, hours, maxItems = Number.POSITIVE_INFINITY }: { brief?: boolean; hours?: ShopStatus['hours']; maxItems?: number } = {},
) {
  // every section is named; the dishes stop at maxItems in all, and the sections past it link to their page
  let room = maxItems;
  const items = (products: Category['products']) => {
    const listed = (products ?? []).slice(0, Math.max(0, room));
    room -= listed.length;
    return listed;
  };
  const { street, city, country, latitude, longitude } = shop.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: shop.shopName,
    url: absolute(shop, localizePath('/', locale)),
    image: absolute(shop, shop.image),
    telephone: shop.phone,
    email: shop.email,
    address: { '@type': 'PostalAddress', streetAddress: street, addressLocality: city, addressCountry: country },
    geo: { '@type': 'GeoCoordinates', latitude, longitude },
    servesCuisine: CUISINES,
    priceRange: priceRange(categories),
    inLanguage: htmlLang[locale],
    currenciesAccepted: CURRENCY,
    ...openingHours(hours),
    hasMenu: {
      '@type': 'Menu',
      inLanguage: htmlLang[locale],
      hasMenuSection: categories.map((category) => ({
        '@type': 'MenuSection',
        name: localized(category, 'name', locale),
        url: absolute(shop, localizePath(`/products?category=${category.id}`, locale)),
        hasMenuItem: items(category.products).map((product) => (brief ? briefMenuItem(product, locale) : menuItem(product, shop, locale))),
      })),
    },
  };
}

export function productSchema(product: Product, shop: Shop, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    ...menuItem(product, shop, locale),
    '@type': ['Product', 'MenuItem'],
    sku: String(product.id),
    brand: { '@type': 'Brand', name: shop.shopName },
  };
}
