import { useT } from '../../../i18n';
import { HeartIcon } from '../../../components/ui/icons';
import { useFavourites } from '../hooks/use-favourites';

/** A heart button; aria-pressed tells whether the dish is a favourite. */
export function FavouriteToggle({ productId, name }: { productId: number; name: string }) {
  const t = useT();
  const favourites = useFavourites();
  const pressed = favourites.isFavourite(productId);
  return (
    <button
      type="button"
      className="favourite-toggle"
      aria-pressed={pressed}
      aria-label={t('favourite_toggle', { name })}
      onClick={() => favourites.toggle(productId)}
      data-tap={`favourite:${productId}`}
    >
      <HeartIcon size={20} fill={pressed ? 'currentColor' : undefined} />
    </button>
  );
}
