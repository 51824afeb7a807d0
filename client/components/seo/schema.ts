// schema.org builders: the restaurant with its menu on the home page, the dish on its page.
import type { Category, Product } from '../../../shared/api/types';
import { htmlLang, localizePath, localized, type Locale } from '../../../shared/locale';
import { formatMoney, parseMoney } from '../../../shared/money';
import type { PublicConfig } from '../../../shared/public-config';

export const CURRENCY = 'TMT';

type Shop = Pick<PublicConfig, 'publicUrl' | 'shopName' | 'phone' | 'email' | 'hours'>;

const absolute = (shop: Shop, path: string) => (/^https?:/.test(path) ? path : `${shop.publicUrl}${path}`);

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

export function restaurantSchema(categories: Category[], shop: Shop, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: shop.shopName,
    url: absolute(shop, localizePath('/', locale)),
    telephone: shop.phone,
    email: shop.email,
    inLanguage: htmlLang[locale],
    currenciesAccepted: CURRENCY,
    openingHours: `Mo-Su ${shop.hours.opens}-${shop.hours.closes}`,
    hasMenu: {
      '@type': 'Menu',
      inLanguage: htmlLang[locale],
      hasMenuSection: categories.map((category) => ({
        '@type': 'MenuSection',
        name: localized(category, 'name', locale),
        url: absolute(shop, localizePath(`/products?category=${category.id}`, locale)),
        hasMenuItem: (category.products ?? []).map((product) => menuItem(product, shop, locale)),
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
