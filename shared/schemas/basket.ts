import { array, integer, max, min, size, type, type Infer } from 'superstruct';
import { Id } from './fields';
import { MAX_LINE_QUANTITY } from '../basket-line';

const Quantity = max(min(integer(), 0), MAX_LINE_QUANTITY);

/** POST /basket: one line's quantity (0 takes it off). */
export const BasketLineBody = type({ product_id: Id, quantity: Quantity });

/** POST /basket-multiple: quantities added to the lines' own (the guest basket on sign-in, a reorder). */
export const BasketMergeBody = type({
  products: size(array(type({ product_id: Id, quantity: Quantity })), 0, 200),
});
export type BasketAddition = Infer<typeof BasketMergeBody>['products'][number];
