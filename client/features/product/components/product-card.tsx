import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '../../../../shared/api/types';
import { useApi } from '../../../app-context';
import { useLocale, useT } from '../../../i18n';
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
  const t = useT();
  const locale = useLocale();
  const { name, amount } = productText(product, locale);
  const href = useProductModalHref(product.id);
  const queryClient = useQueryClient();
  const { queryKey } = productQuery(useApi(), product.id);
  // the card already holds the dish, so the modal opens at once instead of after a request
  // (not a dish whose choices must be made: the card has no groups, and the modal must not offer "add"
  // without them; and as of time 0, so the dish's page data with any optional groups follows at once)
  const seed = () => {
    if (!product.has_required_choices && !queryClient.getQueryData(queryKey)) queryClient.setQueryData(queryKey, product, { updatedAt: 0 });
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
      {/* a choice must be made first: the card opens the dish instead of adding it */}
      {product.has_required_choices ? (
        <ShopLink
          to={href}
          preventScrollReset
          className="basket-add product-card__choose"
          onClick={seed}
          aria-label={t('choices.choose_label', { name })}
        >
          {t('choices.choose')}
        </ShopLink>
      ) : (
        <BasketControl product={product} name={name} />
      )}
    </article>
  );
}
