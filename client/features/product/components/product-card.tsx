import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '../../../../shared/api/types';
import { useApi } from '../../../app-context';
import { useLocale } from '../../../i18n';
import { productQuery } from '../api/product';
import { BasketControl } from '../../basket/components/basket-control';
import { FavouriteToggle } from '../../favourites/components/favourite-toggle';
import { useProductModalHref } from '../hooks/use-product-modal';
import { productText } from '../../../components/product-text';
import { Money, priceOf } from '../../../components/price';
import { ProductImage } from './product-image';
import { ShopLink } from '../../../components/link';

/** The level of a card's heading: one below the heading of the list it is in. */
export type CardHeadingLevel = 2 | 3;

/** A dish in a grid: opens the product modal on this page; favourite and basket controls beside. */
export function ProductCard({
  product,
  eager = false,
  headingLevel = 3,
}: {
  product: Product;
  eager?: boolean;
  headingLevel?: CardHeadingLevel;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const locale = useLocale();
  const { name, amount } = productText(product, locale);
  const href = useProductModalHref(product.id);
  const queryClient = useQueryClient();
  const { queryKey } = productQuery(useApi(), product.id);
  // the card already holds the dish, so the modal opens at once instead of after a request
  const seed = () => {
    if (!queryClient.getQueryData(queryKey)) queryClient.setQueryData(queryKey, product);
  };
  return (
    <article className="product-card" aria-label={name}>
      <ShopLink to={href} preventScrollReset className="product-card__link" onClick={seed}>
        <ProductImage
          src={product.image}
          alt=""
          width={320}
          height={240}
          eager={eager}
          sizes="(max-width: 768px) 50vw, (max-width: 1023px) 33vw, 300px"
          className="product-card__image"
        />
        <Heading className="product-card__name">{name}</Heading>
      </ShopLink>
      <div className="product-card__favourite">
        <FavouriteToggle productId={product.id} name={name} />
      </div>
      <p className="product-card__meta">
        <span className="product-card__amount">{amount}</span>
        <Money minor={priceOf(product)} className="product-card__price" />
      </p>
      <BasketControl product={product} name={name} />
    </article>
  );
}
