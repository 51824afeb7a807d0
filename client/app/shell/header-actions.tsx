import type { MouseEvent, ReactNode } from 'react';
import { useLocale, useT } from '../../i18n';
import { localizePath } from '../../../shared/locale';
import { formatMoney } from '../../../shared/money';
import { useBasket } from '../../features/basket/hooks/use-basket';
import { useFavourites } from '../../features/favourites/hooks/use-favourites';
import { useUser } from '../../session/use-user';
import { useModals } from '../../components/modal/modal-store';
import { CountBadge } from '../../components/ui/count-badge';
import { BasketIcon, HeartIcon, UserCheckIcon, UserIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';

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

/**
 * What the basket buttons open: the basket panel once the scripts run; without them (the HTML path,
 * docs/decisions/014-html-ordering-path.md) the same button is a form's, and it goes to the checkout,
 * which lists the basket with its +/− and remove forms.
 */
export function BasketOpener({ className, tapKey, children }: { className: string; tapKey: string; children: ReactNode }) {
  const locale = useLocale();
  const { open } = useModals();
  const openPanel = (event: MouseEvent) => {
    event.preventDefault();
    open('basket');
  };
  return (
    <form method="get" action={localizePath('/checkout', locale)} className="shell-form">
      <button type="submit" className={className} onClick={openPanel} data-tap={tapKey}>
        {children}
      </button>
    </form>
  );
}

/** The basket button shows the total in tmt (minor units summed by the basket) or a spinner while it loads. */
export function BasketButton() {
  const t = useT();
  const { total, isLoading } = useBasket();
  return (
    <BasketOpener className="header-action header-action--basket" tapKey="basket">
      <BasketIcon />
      <span className="visually-hidden">{t('shell.basket')}</span>{' '}
      {/* data-total: a tap before hydration adds to it at once (early-taps-script.ts) until the replay renders it */}
      <span className="header-action__total" data-total={isLoading ? undefined : total} suppressHydrationWarning>
        {isLoading ? <Spinner /> : `${formatMoney(total)} ${t('tmt')}`}
      </span>
    </BasketOpener>
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
