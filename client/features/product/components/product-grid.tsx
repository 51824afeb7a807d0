import type { Product } from '../../../../shared/api/types';
import { ProductCard, type CardHeadingLevel } from './product-card';

/** Cards in a responsive grid; the first `eagerCount` (the first row) load at once. Card headings sit one level below the list's. */
export function ProductGrid({
  products,
  eagerCount = 0,
  headingLevel,
}: {
  products: Product[];
  eagerCount?: number;
  headingLevel?: CardHeadingLevel;
}) {
  return (
    <ul className="tile-grid product-grid">
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} eager={i < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
