import { useNavigate } from 'react-router';
import { useLocale, useT } from '../../../i18n';
import { localizePath } from '../../../../shared/locale';
import { Spinner } from '../../../components/ui/spinner';
import { Money } from '../../../components/price';
import { productText } from '../../../components/product-text';
import { grandTotal, lineTotal, type BasketLineItem } from '../basket-math';
import { useBasket } from '../hooks/use-basket';
import { QuantityStepper } from './basket-control';
import { useSoldOut } from '../../shop-status/hooks/use-shop-status';
import { SoldOutMark } from '../../shop-status/components/shop-status-banner';
import { addressPoint } from '../../../../shared/zones';
import { useUser } from '../../../session/use-user';
import { useDeliveryQuote } from '../../delivery-zones/hooks/use-delivery-quote';
import { DeliveryTerms } from '../../delivery-zones/components/delivery-terms';
import { useNotServed } from '../../shop-status/hooks/use-menu-hours';
import type { MenuWindow } from '../../../../shared/menu-hours';
import { useFulfilment } from '../../fulfilment/hooks/use-fulfilment';
import { FulfilmentChoice, PickupTerms } from '../../fulfilment/components/fulfilment-choice';
import { LineChoices } from '../../../components/line-choices';

/** The basket modal: lines with steppers, the delivery fee, the total and the way to checkout. */
export default function BasketPanel({ close }: { close(): void }) {
  const t = useT();
  const navigate = useNavigate();
  const locale = useLocale();
  const basket = useBasket();
  // the zone of the newest saved address (the checkout's first choice); a guest's: the dearest zone
  const { user } = useUser();
  const newest = user?.address.reduce<(typeof user.address)[number] | null>((a, b) => (a && a.id > b.id ? a : b), null);
  const quote = useDeliveryQuote(newest ? addressPoint(newest.latitude, newest.longitude) : null, basket.total);
  // delivery or pickup (chosen here or at the checkout, the same choice): pickup has no delivery fee
  const way = useFulfilment(basket.total);
  const deliveryFee = way.fulfilment === 'pickup' ? 0 : quote.fee;

  if (basket.isLoading) return <Spinner />;
  if (basket.lines.length === 0) return <p className="basket-panel__empty">{t('basket_empty')}</p>;

  const prepareOrder = () => {
    close();
    navigate(localizePath('/checkout', locale));
  };

  return (
    <div className="basket-panel">
      <ul className="basket-panel__lines">
        {basket.lines.map((line) => (
          <BasketLineRow key={line.key} line={line} onChange={(q) => basket.setQuantity(line.product, q, line.selection)} />
        ))}
      </ul>
      <FulfilmentChoice state={way} name="basket-fulfilment" />
      <dl className="basket-panel__sums">
        <dt>{t('basket_subtotal')}</dt>
        <dd>
          <Money minor={basket.total} />
        </dd>
        <dt>{t('delivery_fee')}</dt>
        <dd>
          <Money minor={deliveryFee} />
        </dd>
        <dt className="basket-panel__total">{t('basket_total')}</dt>
        <dd className="basket-panel__total">
          <Money minor={grandTotal(basket.total, deliveryFee)} />
        </dd>
      </dl>
      {way.pickup ? <PickupTerms quote={way.pickup} /> : <DeliveryTerms quote={quote} />}
      <button type="button" className="basket-add basket-panel__checkout" onClick={prepareOrder}>
        {t('prepare_order')}
      </button>
    </div>
  );
}

const NO_HOURS: MenuWindow[] = [];

function BasketLineRow({ line, onChange }: { line: BasketLineItem; onChange(quantity: number): void }) {
  const locale = useLocale();
  const { name } = productText(line.product, locale);
  const soldOut = useSoldOut(line.product.id);
  // outside its serving hours (shared/menu-hours.ts): said, and the line may only go down
  const notServed = useNotServed(line.product.hours ?? NO_HOURS);
  return (
    <li className="basket-line">
      <img className="basket-line__image" src={line.product.image} alt="" width={64} height={48} loading="lazy" decoding="async" />
      <div className="basket-line__body">
        <p className="basket-line__name">{name}</p>
        <LineChoices choices={line.choices} locale={locale} />
        {soldOut ? <SoldOutMark /> : notServed ? <span className="sold-out-mark not-served-mark">{notServed}</span> : null}
        <QuantityStepper name={name} quantity={line.quantity} onChange={onChange} soldOut={soldOut || notServed !== null} />
        <Money minor={lineTotal(line)} />
      </div>
    </li>
  );
}
