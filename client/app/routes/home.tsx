import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../app-context';
import { useT } from '../../i18n';
import { Head } from '../../components/head';
import { homeMenuQuery } from '../../features/catalogue/api/categories';
import { MenuSection, MoreMenuSections } from '../../features/catalogue/components/menu-sections';
import { MenuJsonLd } from '../../features/catalogue/components/menu-json-ld';

// the first row of cards is above the fold on a phone (2 columns) and most desktops (4)
const EAGER_CARDS = 4;

/**
 * "Restaurant": each category with its first row of dishes ("see all" opens the rest). The server
 * renders the first page of categories; further ones load as the shopper scrolls, so the page
 * costs the same whatever the size of the menu.
 */
export default function HomePage() {
  const t = useT();
  const { data } = useSuspenseQuery(homeMenuQuery(useApi()));
  const withDishes = data.data.filter((c) => c.products?.length);
  const pages = data.meta ? Math.ceil(data.meta.total / data.meta.limit) : 1;
  return (
    <main id="main" className="page">
      <Head title={t('home_title')} description={t('home_description')} />
      <h1 className="page-heading">{t('home_heading')}</h1>
      {withDishes.map((category, i) => (
        <MenuSection key={category.id} category={category} eagerCount={i === 0 ? EAGER_CARDS : 0} />
      ))}
      <MoreMenuSections pages={pages} />
      {withDishes.length === 0 && pages <= 1 ? <p className="empty-state">{t('products_empty')}</p> : null}
      {/* after the cards: the first screen's bytes go to what the shopper sees */}
      <MenuJsonLd shown={withDishes} />
    </main>
  );
}
