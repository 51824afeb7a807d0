import { useT } from '../../i18n';
import { formatMoney } from '../../../shared/money';
import { useBasket } from '../../features/basket/hooks/use-basket';
import { useFavourites } from '../../features/favourites/hooks/use-favourites';
import { useUser } from '../../session/use-user';
import { useModals } from '../../components/modal/modal-store';
import { CountBadge } from '../../components/ui/count-badge';
import { BasketIcon, HeartIcon, UserCheckIcon, UserIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { useInBrowser } from '../../browser/use-in-browser';

/** Opens the account modal when signed in, the sign-in modal otherwise. */
export function useProfileAction() {
  const { isSignedIn } = useUser();
  const { open } = useModals();
  return { isSignedIn, openProfile: () => open(isSignedIn ? 'account' : 'auth') };
}

// The badge follows the label in the DOM (the name reads "Favourites 3") and sits on the icon by CSS.
export function FavouritesButton() {
  const t = useT();
  const { count } = useFavourites();
  const { open } = useModals();
  return (
    <button type="button" className="header-action" onClick={() => open('favourites')} data-tap="favourites">
      <HeartIcon />
      <span className="header-action__label">{t('shell.favourites')}</span>
      <CountBadge count={count} />
    </button>
  );
}

/** The basket button shows the total in tmt (minor units summed by the basket) or a spinner while it loads. */
export function BasketButton() {
  const t = useT();
  const { total, isLoading } = useBasket();
  const inBrowser = useInBrowser();
  const { open } = useModals();
  return (
    <button type="button" className="header-action header-action--basket" onClick={() => open('basket')} data-tap="basket">
      <BasketIcon />
      <span className="visually-hidden">{t('shell.basket')}</span>{' '}
      <span className="header-action__total">{isLoading ? <Spinner /> : `${formatMoney(total)} ${t('tmt')}`}</span>
      {inBrowser ? null : <span className="needs-js-note">{t('taps.basket_needs_js')}</span>}
    </button>
  );
}

export function ProfileButton() {
  const t = useT();
  const { isSignedIn, openProfile } = useProfileAction();
  return (
    <button type="button" className="header-action" onClick={openProfile} data-signed-in={isSignedIn || undefined} data-tap="profile">
      {isSignedIn ? <UserCheckIcon /> : <UserIcon />}
      <span className="header-action__label">{t('shell.profile')}</span>
    </button>
  );
}
