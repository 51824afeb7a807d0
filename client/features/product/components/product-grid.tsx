import type { Product } from '../../../../shared/api/types';
import { ProductCard } from './product-card';

/** Cards in a responsive grid; the first `eagerCount` (the first row) load at once. */
export function ProductGrid({ products, eagerCount = 0 }: { products: Product[]; eagerCount?: number }) {
  return (
    <ul className="tile-grid product-grid">
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
