import type { Product } from '../../../../shared/api/types';
import { useT } from '../../../i18n';
import { BasketIcon } from '../../../components/ui/icons';
import { useBasket } from '../hooks/use-basket';
import { MAX_QUANTITY } from '../basket-math';
import '../basket.css';

/** "Add to basket" while the dish is not in the basket, then a − quantity + stepper (0 removes). */
export function BasketControl({ product, name }: { product: Product; name: string }) {
  const t = useT();
  const basket = useBasket();
  const quantity = basket.quantityOf(product.id);
  if (quantity === 0) {
    return (
      <button type="button" className="basket-add" onClick={() => basket.setQuantity(product, 1)} aria-label={`${t('add_to_basket')}: ${name}`}>
        <BasketIcon size={18} />
        <span>{t('add_to_basket')}</span>
      </button>
    );
  }
  return <QuantityStepper name={name} quantity={quantity} onChange={(q) => basket.setQuantity(product, q)} />;
}

export function QuantityStepper({ name, quantity, onChange }: { name: string; quantity: number; onChange(quantity: number): void }) {
  const t = useT();
  return (
    <div className="stepper" role="group" aria-label={t('quantity_of', { name })}>
      <button type="button" className="stepper__button" aria-label={t('decrease_quantity', { name })} onClick={() => onChange(quantity - 1)}>
        −
      </button>
      <output className="stepper__value" aria-live="polite">{quantity}</output>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('increase_quantity', { name })}
        disabled={quantity >= MAX_QUANTITY}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
