import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Product } from '../../../../shared/api/types';
import { MAX_LINE_QUANTITY } from '../../../../shared/basket-line';
import { useApi } from '../../../app-context';
import { FormField } from '../../../components/form/form-field';
import { productText } from '../../../components/product-text';
import { useLocale, useT } from '../../../i18n';
import { productsQuery } from '../../catalogue/api/products';

export interface Line {
  product: Product;
  quantity: number;
}

/** The phone order's dishes: found by name in the catalogue, added, their quantities set, removed. */
export function PhoneOrderDishes({
  lines,
  onLines,
  error,
}: {
  lines: Line[];
  onLines: (change: (ls: Line[]) => Line[]) => void;
  error?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const [search, setSearch] = useState('');
  const found = useQuery({ ...productsQuery(api, { search }), enabled: search.trim().length > 0 });

  const addDish = (product: Product) =>
    onLines((ls) =>
      ls.some((l) => l.product.id === product.id)
        ? ls.map((l) => (l.product.id === product.id ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + 1) } : l))
        : [...ls, { product, quantity: 1 }],
    );
  const setQuantity = (id: number, quantity: number) =>
    onLines((ls) => ls.map((l) => (l.product.id === id ? { ...l, quantity: Math.max(1, Math.min(MAX_LINE_QUANTITY, quantity || 1)) } : l)));

  return (
    <fieldset>
      <legend>{t('desk.phone_order.dishes')}</legend>
      <FormField label={t('desk.phone_order.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {found.data ? (
        <ul className="desk-found" aria-label={t('desk.phone_order.found')}>
          {found.data.data.map((product) => (
            <li key={product.id}>
              <button type="button" className="desk-link" onClick={() => addDish(product)}>
                {t('desk.phone_order.add', { name: productText(product, locale).name })}
              </button>{' '}
              {t('desk.today.money', { amount: product.price })}
            </li>
          ))}
        </ul>
      ) : null}
      {lines.length > 0 ? (
        <ul className="desk-phone-lines" aria-label={t('desk.phone_order.lines')}>
          {lines.map((line) => {
            const name = productText(line.product, locale).name;
            return (
              <li key={line.product.id}>
                <label>
                  {name}{' '}
                  <input
                    type="number"
                    min={1}
                    max={MAX_LINE_QUANTITY}
                    value={line.quantity}
                    aria-label={t('desk.phone_order.quantity_of', { name })}
                    onChange={(e) => setQuantity(line.product.id, Number(e.target.value))}
                  />
                </label>{' '}
                <button
                  type="button"
                  className="desk-link"
                  onClick={() => onLines((ls) => ls.filter((l) => l.product.id !== line.product.id))}
                >
                  {t('desk.phone_order.remove', { name })}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t('desk.phone_order.no_dishes')}</p>
      )}
      {error ? <p className="form-error">{error}</p> : null}
    </fieldset>
  );
}
