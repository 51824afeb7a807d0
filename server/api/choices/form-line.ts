import type { Database } from '../../db/connection';
import type { FormLine } from '../../http/basket-form';
import { AppError } from '../../http/errors';
import { errorMessage } from '../../http/api-messages';
import { groupsOfDish } from './load';
import { resolveLine } from './lines';
import { saleDishes } from './repo';

/** The form's line checked by the one rule: the defaults when no choices are sent; a refusal in the API's words. */
export function createFormLine({ db }: Database, now: () => Date = () => new Date()): FormLine {
  return async (productId, choices, locale) => {
    const [dish] = await saleDishes(db, [productId]);
    if (!dish) return { onSale: false };
    try {
      return { onSale: true, selection: resolveLine(dish, await groupsOfDish(db, productId, now()), choices, locale).selection };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return { onSale: true, refusal: errorMessage(err.code, locale, err.params) };
    }
  };
}
