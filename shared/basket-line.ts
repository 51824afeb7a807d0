/**
 * The most of one dish a basket line or an order may hold: the storefront's stepper, the desk's phone
 * order, the basket's store and the order's check all stop here (a figure kept in five files drifts).
 */
export const MAX_LINE_QUANTITY = 99;
