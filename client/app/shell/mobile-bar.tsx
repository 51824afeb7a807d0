import { useT } from '../../i18n';
import { useBasket } from '../../features/basket/hooks/use-basket';
import { useFavourites } from '../../features/favourites/hooks/use-favourites';
import { LocalizedNavLink } from '../../components/link';
import { useModals } from '../../components/modal/modal-store';
import { CountBadge } from '../../components/ui/count-badge';
import { BasketIcon, GridIcon, HeartIcon, HomeIcon, UserCheckIcon, UserIcon } from '../../components/ui/icons';
import { BasketOpener, useProfileAction } from './header-actions';

/** The bottom bar of small screens (shown ≤ 768 px by CSS). */
export function MobileBar() {
  const t = useT();
  const { open } = useModals();
  const { count: inBasket } = useBasket();
  const { count: favourites } = useFavourites();
  const { isSignedIn, openProfile } = useProfileAction();

  return (
    <nav className="mobile-bar" aria-label={t('shell.mobile_navigation')}>
      <LocalizedNavLink to="/" end className="mobile-bar__item">
        <HomeIcon />
        <span>{t('shell.home')}</span>
      </LocalizedNavLink>
      <LocalizedNavLink to="/catalogue" className="mobile-bar__item">
        <GridIcon />
        <span>{t('shell.catalogue')}</span>
      </LocalizedNavLink>
      <BasketOpener className="mobile-bar__item" tapKey="bar:basket">
        <BasketIcon />
        <span>{t('shell.basket')}</span>
        <CountBadge count={inBasket} />
      </BasketOpener>
      <button type="button" className="mobile-bar__item" onClick={() => open('favourites')} data-tap="bar:favourites">
        <HeartIcon />
        <span>{t('shell.favourites')}</span>
        <CountBadge count={favourites} />
      </button>
      <button type="button" className="mobile-bar__item" onClick={openProfile} data-tap="bar:profile">
        {isSignedIn ? <UserCheckIcon /> : <UserIcon />}
        <span>{t('shell.account')}</span>
      </button>
    </nav>
  );
}
