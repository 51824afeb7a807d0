import { useEffect, useRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useLocation } from 'react-router';
import type { Product } from '../../../../shared/api/types';
import { useLocale, useT } from '../../../i18n';
import { localizePath } from '../../../../shared/locale';
import { BasketIcon } from '../../../components/ui/icons';
import { useBasket } from '../hooks/use-basket';
import { MAX_LINE_QUANTITY } from '../../../../shared/basket-line';
import { parseMoney } from '../../../../shared/money';
import { useSoldOut } from '../../shop-status/hooks/use-shop-status';
import { SoldOutMark } from '../../shop-status/components/shop-status-banner';
import { useNotServed } from '../../shop-status/hooks/use-menu-hours';
import type { MenuWindow } from '../../../../shared/menu-hours';

/** "Add to basket" while the dish is not in the basket, then a − quantity + stepper (0 removes). */
export function BasketControl({ product, name }: { product: Product; name: string }) {
  return product.hours?.length ? (
    <ServedControl product={product} name={name} hours={product.hours} />
  ) : (
    <Control product={product} name={name} />
  );
}

/** A dish with serving hours (shared/menu-hours.ts): outside them, when it is served next and no add. */
function ServedControl({ product, name, hours }: { product: Product; name: string; hours: MenuWindow[] }) {
  return <Control product={product} name={name} notServed={useNotServed(hours)} />;
}

function Control({ product, name, notServed = null }: { product: Product; name: string; notServed?: string | null }) {
  const t = useT();
  const basket = useBasket();
  const quantity = basket.quantityOf(product.id);
  const soldOut = useSoldOut(product.id);
  // the dish's price in minor units, for the early-tap contract's at-once total (early-taps-script.ts)
  const price = parseMoney(product.price) ?? undefined;
  const increase = useRef<HTMLButtonElement>(null);
  const added = useRef(false);
  // the button the shopper pressed is replaced by the stepper: focus follows onto its "+" instead of
  // falling to <body> (a customer's stepper appears once the server answers). Only if it did fall: a tap
  // replayed after hydration, or a shopper who moved on meanwhile, keeps focus where it is, and the
  // page never scrolls for it (the "+" is where "add" was).
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (quantity > 0 && added.current && lost) increase.current?.focus({ preventScroll: true });
    added.current = false;
  }, [quantity]);
  // on the stop-list or outside its hours: no add; a line already in the basket may only go down
  if (soldOut || notServed) {
    return (
      <>
        {soldOut ? <SoldOutMark /> : <span className="sold-out-mark not-served-mark">{notServed}</span>}
        {quantity > 0 ? (
          <BasketLineForm productId={product.id}>
            <QuantityStepper name={name} quantity={quantity} onChange={(q) => basket.setQuantity(product, q)} price={price} soldOut />
          </BasketLineForm>
        ) : null}
      </>
    );
  }
  if (quantity === 0) {
    const add = (event: MouseEvent) => {
      event.preventDefault(); // the scripts have it: the form is the path without them
      added.current = true;
      void basket.setQuantity(product, 1);
    };
    return (
      <BasketLineForm productId={product.id}>
        <button
          type="submit"
          name="quantity"
          value="1"
          className="basket-add"
          onClick={add}
          aria-label={`${t('add_to_basket')}: ${name}`}
          data-tap={`basket:${product.id}`}
          data-price={price}
        >
          <BasketIcon size={18} />
          {/* a tap before hydration writes the quantity here; the replayed tap renders the stepper */}
          <span data-tap-q suppressHydrationWarning>
            {t('add_to_basket')}
          </span>
        </button>
      </BasketLineForm>
    );
  }
  return (
    <BasketLineForm productId={product.id}>
      <QuantityStepper
        name={name}
        quantity={quantity}
        onChange={(q) => basket.setQuantity(product, q)}
        increaseRef={increase}
        tapKey={`basket:${product.id}`}
        price={price}
      />
    </BasketLineForm>
  );
}

/**
 * The HTML path of "add" and the stepper (docs/decisions/014-html-ordering-path.md): without scripts the
 * pressed button posts the line's new quantity and the server sends the shopper back to this page.
 */
function BasketLineForm({ productId, children }: { productId: number; children: ReactNode }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <form method="post" action={localizePath('/basket/lines', locale)} className="basket-form">
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="return_to" value={pathname + search} />
      {children}
    </form>
  );
}

const scripted = (change: () => void) => (event: MouseEvent) => {
  event.preventDefault();
  change();
};

interface StepperProps {
  name: string;
  quantity: number;
  onChange(quantity: number): void;
  increaseRef?: Ref<HTMLButtonElement>;
  /** the dish is on the stop-list: the quantity may only go down */
  soldOut?: boolean;
  /** early-tap key of "+" (an "add" tapped before hydration becomes one more when the dish is already in) */
  tapKey?: string;
  /** the dish's price in minor units: a tap before hydration shows the new quantity and total at once */
  price?: number;
}

export function QuantityStepper({ name, quantity, onChange, increaseRef, soldOut = false, tapKey = '', price }: StepperProps) {
  const t = useT();
  return (
    <div className="stepper" role="group" aria-label={t('quantity_of', { name })}>
      <button
        type="submit"
        name="quantity"
        value={quantity - 1}
        className="stepper__button"
        aria-label={t('decrease_quantity', { name })}
        onClick={scripted(() => onChange(quantity - 1))}
        data-tap=""
        data-tap-repeat
        data-price={price && -price}
      >
        −
      </button>
      {/* written by a tap before hydration (early-taps-script.ts) until the replayed tap renders it */}
      <output className="stepper__value" aria-live="polite" data-tap-q suppressHydrationWarning>
        {quantity}
      </output>
      <button
        ref={increaseRef}
        type="submit"
        name="quantity"
        value={quantity + 1}
        className="stepper__button"
        aria-label={t('increase_quantity', { name })}
        disabled={soldOut || quantity >= MAX_LINE_QUANTITY}
        onClick={scripted(() => onChange(quantity + 1))}
        data-tap={tapKey}
        data-tap-repeat
        data-price={price}
      >
        +
      </button>
    </div>
  );
}
