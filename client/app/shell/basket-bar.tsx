import { useLocation } from 'react-router';
import { useT } from '../../i18n';
import { splitLocale } from '../../../shared/locale';
import { formatMoney } from '../../../shared/money';
import { useBasket } from '../../features/basket/hooks/use-basket';
import { BasketIcon } from '../../components/ui/icons';
import { BasketOpener } from './header-actions';

/**
 * Small screens (CSS): the basket's count and total kept in view above the bottom bar while it holds
 * something (issue 38 item 14), opening the basket panel (the checkout without scripts). Not on the
 * checkout, whose own order button carries the total there.
 */
export function BasketBar() {
  const t = useT();
  const { count, total } = useBasket();
  const { path } = splitLocale(useLocation().pathname);
  if (count === 0 || path.startsWith('/checkout')) return null;
  return (
    <div className="basket-bar">
      <BasketOpener className="basket-bar__button" tapKey="basket-bar">
        <BasketIcon size={20} />
        <span className="basket-bar__count">{t('shell.basket_bar', { count })}</span>
        <span className="basket-bar__total" data-total={total} suppressHydrationWarning>
          {`${formatMoney(total)} ${t('tmt')}`}
        </span>
      </BasketOpener>
    </div>
  );
}
