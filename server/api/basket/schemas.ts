import { array, integer, max, min, size, type } from 'superstruct';
import { Id } from '../ids';
import { MAX_LINE_QUANTITY } from '../../../shared/basket-line';

const Quantity = max(min(integer(), 0), MAX_LINE_QUANTITY);

export const BasketLineBody = type({ product_id: Id, quantity: Quantity });

export const BasketMergeBody = type({
  products: size(array(type({ product_id: Id, quantity: Quantity })), 0, 200),
});
