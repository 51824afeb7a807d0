import type { OrderStatus } from '../../../shared/api/types';

// The kitchen's path; any order not yet finished may be cancelled. delivered and cancelled are final.
const next: Record<OrderStatus, OrderStatus[]> = {
  new: ['accepted', 'cancelled'],
  accepted: ['cooking', 'cancelled'],
  cooking: ['on_the_way', 'cancelled'],
  on_the_way: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => next[from].includes(to);

/** The bonus a delivered order earns: a whole number of tenge, rounded down. */
export const bonusFor = (subtotal: number, percent: number) => Math.floor((subtotal * percent) / 100);
