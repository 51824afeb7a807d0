import type { Product } from '../../../../shared/api/types';
import { useLocale } from '../../../i18n';
import { BasketControl } from '../../basket/components/basket-control';
import { FavouriteToggle } from '../../favourites/components/favourite-toggle';
import { productText } from '../../../components/product-text';
import { Money, priceOf } from '../../../components/price';
import { ProductImage } from './product-image';
import { DishChoices } from '../choices/dish-choices';

/** The dish in full: the product page's body and the product modal's content. */
export function ProductDetails({ product, headingLevel }: { product: Product; headingLevel?: 1 }) {
  const locale = useLocale();
  const { name, description, amount } = productText(product, locale);
  // a dish with choices is added from its groups' form, at the price they make
  const withChoices = (product.choices?.groups.length ?? 0) > 0 || product.choices?.orderable === false;
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
        {withChoices ? <DishChoices product={product} /> : null}
        <div className="product-details__actions">
          {withChoices ? null : <BasketControl product={product} name={name} />}
          <FavouriteToggle productId={product.id} name={name} />
        </div>
      </div>
    </div>
  );
}
