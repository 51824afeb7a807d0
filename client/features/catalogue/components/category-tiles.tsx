import type { Category } from '../../../../shared/api/types';
import { localized } from '../../../../shared/locale';
import { useLocale } from '../../../i18n';
import { LocalizedLink } from '../../../components/link';

/** One tile per category, each leading to its dishes (/products?category={id}). */
export function CategoryTiles({
  categories,
  onNavigate,
  eagerCount = 0,
}: {
  categories: Category[];
  onNavigate?(): void;
  eagerCount?: number;
}) {
  const locale = useLocale();
  return (
    <ul className="tile-grid category-tiles">
      {categories.map((category, i) => (
        <li key={category.id}>
          <LocalizedLink to={`/products?category=${category.id}`} className="category-tile" onClick={onNavigate}>
            <img src={category.image} alt="" width={160} height={120} loading={i < eagerCount ? 'eager' : 'lazy'} decoding="async" />
            <span className="category-tile__name">{localized(category, 'name', locale)}</span>
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
