import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { Spinner } from '../../../components/ui/spinner';
import { categoriesQuery } from '../api/categories';
import { CategoryTiles } from './category-tiles';

/** The catalogue modal: the same tiles as the catalogue page. Any route change closes modals, so links just navigate. */
export default function CataloguePanel({ close }: { close(): void }) {
  const { data } = useQuery(categoriesQuery(useApi()));
  if (!data) return <Spinner />;
  return <CategoryTiles categories={data} onNavigate={close} eagerCount={data.length} />;
}
