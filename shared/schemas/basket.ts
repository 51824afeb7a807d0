import { array, integer, max, min, optional, size, type, type Infer } from 'superstruct';
import { Choices } from './choices';
import { Id } from './fields';
import { MAX_LINE_QUANTITY } from '../basket-line';

const Quantity = max(min(integer(), 0), MAX_LINE_QUANTITY);

/**
 * POST /basket: one line's quantity (0 takes it off). The line is the dish with these choices; without
 * `choices`, the dish's defaults (a dish whose required groups the defaults do not meet is refused).
 */
export const BasketLineBody = type({ product_id: Id, quantity: Quantity, choices: optional(Choices) });
export type BasketLineInput = Infer<typeof BasketLineBody>;

/** POST /basket-multiple: quantities added to the lines' own (the guest basket on sign-in, a reorder). */
export const BasketMergeBody = type({
  products: size(array(type({ product_id: Id, quantity: Quantity, choices: optional(Choices) })), 0, 200),
});
export type BasketAddition = Infer<typeof BasketMergeBody>['products'][number];
