import type { Product } from '../../shared/api/types';
import { formatMoney, parseMoney } from '../../shared/money';
import { useT } from '../i18n';

/** "45.00 TMT" from minor units. */
export function Money({ minor, className }: { minor: number; className?: string }) {
  const t = useT();
  return <span className={className}>{`${formatMoney(minor)}\u00a0${t('tmt')}`}</span>;
}

/** A product's price in minor units (0 when the catalogue's price does not parse). */
export function priceOf(product: Pick<Product, 'price'>): number {
  return parseMoney(product.price) ?? 0;
}
