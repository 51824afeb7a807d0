import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../app-context';
import { useT } from '../../i18n';
import { Head } from '../../components/head';
import { categoriesQuery } from '../../features/catalogue/api/categories';
import { CategoryTiles } from '../../features/catalogue/components/category-tiles';

/** Every category as a tile. */
export default function CataloguePage() {
  const t = useT();
  const { data: categories } = useSuspenseQuery(categoriesQuery(useApi()));
  return (
    <main id="main" className="page">
      <Head title={t('catalogue_heading')} description={t('catalogue_description')} />
      <h1 className="page-heading">{t('catalogue_heading')}</h1>
      <CategoryTiles categories={categories} eagerCount={4} />
    </main>
  );
}
