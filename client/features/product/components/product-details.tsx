import type { Product } from '../../../../shared/api/types';
import { useLocale } from '../../../i18n';
import { BasketControl } from '../../basket/components/basket-control';
import { FavouriteToggle } from '../../favourites/components/favourite-toggle';
import { productText } from '../../../components/product-text';
import { Money, priceOf } from '../../../components/price';
import { ProductImage } from './product-image';

/** The dish in full: the product page's body and the product modal's content. */
export function ProductDetails({ product, headingLevel }: { product: Product; headingLevel?: 1 }) {
  const locale = useLocale();
  const { name, description, amount } = productText(product, locale);
  return (
    <div className="product-details">
      <ProductImage
        src={product.image}
        alt={name}
        width={640}
        height={480}
        eager
        sizes="(max-width: 768px) 100vw, 640px"
        className="product-details__image"
      />
      <div className="product-details__body">
        {headingLevel === 1 ? <h1 className="product-details__name">{name}</h1> : null}
        {description ? <p className="product-details__description">{description}</p> : null}
        <p className="product-details__meta">
          <span>{amount}</span>
          <Money minor={priceOf(product)} className="product-details__price" />
        </p>
        <div className="product-details__actions">
          <BasketControl product={product} name={name} />
          <FavouriteToggle productId={product.id} name={name} />
        </div>
      </div>
    </div>
  );
}
