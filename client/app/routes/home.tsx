import { useSuspenseQuery } from '@tanstack/react-query';
import { localized } from '../../../shared/locale';
import { useApi, usePublicConfig } from '../../app-context';
import { useLocale, useT } from '../../i18n';
import { Head } from '../../components/head';
import { LocalizedLink } from '../../components/link';
import { categoriesQuery } from '../../features/catalogue/api/categories';
import { ProductGrid } from '../../features/product/components/product-grid';
import { JsonLd } from '../../components/seo/json-ld';
import { restaurantSchema } from '../../components/seo/schema';

// the first row of cards is above the fold on a phone (2 columns) and most desktops (4)
const EAGER_CARDS = 4;

/** "Restaurant": every category with its dishes. */
export default function HomePage() {
  const t = useT();
  const locale = useLocale();
  const config = usePublicConfig();
  const { data: categories } = useSuspenseQuery(categoriesQuery(useApi(), { withProducts: true }));
  const withDishes = categories.filter((c) => c.products?.length);
  return (
    <main id="main" className="page">
      <Head title={t('home_title')} description={t('home_description')} />
      <JsonLd data={restaurantSchema(withDishes, config, locale)} />
      <h1 className="page-heading">{t('home_heading')}</h1>
      {withDishes.map((category, i) => {
        const name = localized(category, 'name', locale);
        return (
          <section key={category.id} className="menu-section" aria-labelledby={`category-${category.id}`}>
            <div className="menu-section__title">
              <h2 id={`category-${category.id}`}>{name}</h2>
              <LocalizedLink to={`/products?category=${category.id}`} aria-label={`${t('show_all')}: ${name}`}>
                {t('show_all')}
              </LocalizedLink>
            </div>
            <ProductGrid products={category.products!} eagerCount={i === 0 ? EAGER_CARDS : 0} />
          </section>
        );
      })}
      {withDishes.length === 0 ? <p className="empty-state">{t('products_empty')}</p> : null}
    </main>
  );
}
