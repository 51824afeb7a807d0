import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { useLocale, useT } from '../../../i18n';
import { Spinner } from '../../../components/ui/spinner';
import { Money, priceOf } from '../../../components/price';
import { productText } from '../../../components/product-text';
import { favouriteProductsQuery } from '../api/favourite-products';
import { useFavourites } from '../hooks/use-favourites';
import { FavouriteToggle } from './favourite-toggle';

/** The favourites modal: the dishes (loaded by id), un-favourite, clear, or send them all to the basket. */
export default function FavouritesPanel() {
  const t = useT();
  const locale = useLocale();
  const favourites = useFavourites();
  // the previous list stays while a shorter one loads, so un-favouriting does not flash a spinner
  const query = useQuery({
    ...favouriteProductsQuery(useApi(), favourites.ids),
    enabled: favourites.count > 0,
    placeholderData: keepPreviousData,
  });

  if (favourites.count === 0) return <p className="favourites-panel__empty">{t('favourites_empty')}</p>;
  if (query.isPending) return <Spinner />;
  const byId = new Map((query.data?.data ?? []).map((p) => [p.id, p]));
  const products = favourites.ids.flatMap((id) => byId.get(id) ?? []);

  return (
    <div className="favourites-panel">
      <ul className="favourites-panel__list">
        {products.map((product) => {
          const { name } = productText(product, locale);
          return (
            <li key={product.id} className="favourites-panel__item">
              <img src={product.image} alt="" width={64} height={48} loading="lazy" decoding="async" />
              <div>
                <p className="favourites-panel__name">{name}</p>
                <Money minor={priceOf(product)} />
              </div>
              <FavouriteToggle productId={product.id} name={name} />
            </li>
          );
        })}
      </ul>
      <div className="favourites-panel__actions">
        <button type="button" className="basket-add" onClick={() => favourites.sendAllToBasket()}>
          {t('send_all_to_basket')}
        </button>
        <button type="button" className="button-secondary" onClick={favourites.clear}>
          {t('clear_favourites')}
        </button>
      </div>
    </div>
  );
}
