import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { localized } from '../../../shared/locale';
import { useApi } from '../../app-context';
import { useLocale, useT } from '../../i18n';
import { Head } from '../../components/head';
import { categoriesQuery } from '../../features/catalogue/api/categories';
import { productsQuery } from '../../features/catalogue/api/products';
import { productFilterFromSearch } from '../../features/catalogue/product-filter';
import { ProductGrid } from '../../features/product/components/product-grid';

/** Dishes of a category, search results, or every dish. */
export default function ProductsPage() {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const [params] = useSearchParams();
  const filter = productFilterFromSearch(params);
  const { data } = useSuspenseQuery(productsQuery(api, filter));
  // the category's name comes from the shell's (deferred) list or this full one, whichever is cached
  const categories = useQuery({ ...categoriesQuery(api), enabled: filter.category !== undefined });
  const category = categories.data?.find((c) => c.id === filter.category);

  const heading = filter.search
    ? t('search_results_for', { term: filter.search })
    : category
      ? localized(category, 'name', locale)
      : t('all_products');
  return (
    <main id="main" className="page">
      <Head title={heading} description={t('products_description', { name: heading })} />
      <h1 className="page-heading">{heading}</h1>
      {data.data.length ? (
        <ProductGrid products={data.data} eagerCount={4} headingLevel={2} />
      ) : (
        <p className="empty-state" role="status">
          {filter.search ? t('search_nothing_found', { term: filter.search }) : t('products_empty')}
        </p>
      )}
    </main>
  );
}
