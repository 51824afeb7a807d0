// The order's life in one table, asked by the server (which moves may be made, by whom), the desk (the
// next button) and the shopper's pages (cancel, the estimate). A new status — pickup's ready/collected,
// a to_confirm step — is one more row here; every side follows.

/** Who moves an order: restaurant staff at the desk, the shopper, the operator API (and the CLI). */
export type Mover = 'staff' | 'shopper' | 'operator';

interface StatusRow {
  /** the kitchen's next step, or none once the order is finished */
  next: string | null;
  /** who may cancel it now; nobody once it is finished */
  cancelledBy: readonly Mover[];
  /** the kitchen has it: the estimate still means something */
  underWay: boolean;
}

const everyone: readonly Mover[] = ['staff', 'shopper', 'operator'];
const restaurant: readonly Mover[] = ['staff', 'operator'];

const TABLE = {
  new: { next: 'accepted', cancelledBy: everyone, underWay: false },
  accepted: { next: 'cooking', cancelledBy: restaurant, underWay: true },
  cooking: { next: 'on_the_way', cancelledBy: restaurant, underWay: true },
  on_the_way: { next: 'delivered', cancelledBy: restaurant, underWay: true },
  delivered: { next: null, cancelledBy: [], underWay: false },
  cancelled: { next: null, cancelledBy: [], underWay: false },
} as const satisfies Record<string, StatusRow>;

export type OrderStatus = keyof typeof TABLE;

/** Every status, in the order an order passes through them (the board's columns, the report's counts). */
export const ORDER_STATUSES = Object.keys(TABLE) as OrderStatus[];

/** The statuses the kitchen steps an order on to with no more to say (accepting needs an estimate). */
export type AdvanceStatus = Exclude<NonNullable<(typeof TABLE)[OrderStatus]['next']>, 'accepted'>;
export const ADVANCE_STATUSES = ORDER_STATUSES.map((s) => TABLE[s].next).filter((s): s is AdvanceStatus => s !== null && s !== 'accepted');

/** The kitchen's next step after this status; null when there is none. */
export const nextStatus = (status: OrderStatus): OrderStatus | null => TABLE[status].next;

/** The desk's one-tap step on (accepting has its own form, with the estimate). */
export const advanceStatus = (status: OrderStatus): AdvanceStatus | null => {
  const next = TABLE[status].next;
  return next === null || next === 'accepted' ? null : next;
};

export const isFinal = (status: OrderStatus): boolean => TABLE[status].next === null;
export const isUnderWay = (status: OrderStatus): boolean => TABLE[status].underWay;

/** The orders the desk still has to do something with. */
export const OPEN_STATUSES = ORDER_STATUSES.filter((s) => !isFinal(s));
export const FINAL_STATUSES = ORDER_STATUSES.filter(isFinal);

/** Whether `mover` may move an order from `from` to `to`: the next step (not the shopper's) or a cancel. */
export function canMove(from: OrderStatus, to: OrderStatus, mover: Mover): boolean {
  if (to === 'cancelled') return (TABLE[from].cancelledBy as readonly Mover[]).includes(mover);
  return mover !== 'shopper' && TABLE[from].next === to;
}

/** What the shopper's cancel button asks. */
export const shopperMayCancel = (status: OrderStatus): boolean => canMove(status, 'cancelled', 'shopper');
