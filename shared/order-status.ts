// The order's life in one table, asked by the server (which moves may be made, by whom), the desk (the
// next button), the kitchen display (bump, recall) and the shopper's pages (cancel, the estimate). A new
// status — pickup's ready/collected, a to_confirm step — is one more row here; every side follows.

/** Who moves an order: restaurant staff at the desk, the shopper, the operator API (and the CLI). */
export type Mover = 'staff' | 'shopper' | 'operator';

interface StatusRow {
  /** the kitchen's next step, or none once the order is finished */
  next: string | null;
  /** who may cancel it now; nobody once it is finished */
  cancelledBy: readonly Mover[];
  /** the kitchen has it: the estimate still means something */
  underWay: boolean;
  /** on the kitchen display: a bump steps it on to `next`, and a recall brings it back here */
  kitchen: boolean;
}

const everyone: readonly Mover[] = ['staff', 'shopper', 'operator'];
const restaurant: readonly Mover[] = ['staff', 'operator'];

const TABLE = {
  // call to confirm (an owner's setting): staff phone the shopper first, then it is new like any other
  to_confirm: { next: 'new', cancelledBy: everyone, underWay: false, kitchen: false },
  new: { next: 'accepted', cancelledBy: everyone, underWay: false, kitchen: false },
  accepted: { next: 'cooking', cancelledBy: restaurant, underWay: true, kitchen: true },
  cooking: { next: 'on_the_way', cancelledBy: restaurant, underWay: true, kitchen: true },
  on_the_way: { next: 'delivered', cancelledBy: restaurant, underWay: true, kitchen: false },
  delivered: { next: null, cancelledBy: [], underWay: false, kitchen: false },
  cancelled: { next: null, cancelledBy: [], underWay: false, kitchen: false },
} as const satisfies Record<string, StatusRow>;

export type OrderStatus = keyof typeof TABLE;

/** Every status, in the order an order passes through them (the board's columns, the report's counts). */
export const ORDER_STATUSES = Object.keys(TABLE) as OrderStatus[];

/** Where a placed order starts: new, or to_confirm while the owner has call to confirm on (until staff have phoned). */
export const PLACED_STATUSES = ['to_confirm', 'new'] as const satisfies readonly OrderStatus[];
export type PlacedStatus = (typeof PLACED_STATUSES)[number];
export const placedStatus = (callToConfirm: boolean): PlacedStatus => (callToConfirm ? 'to_confirm' : 'new');

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

/** The stages of the kitchen display, in its order: what it shows and bumps on. */
export type KitchenStatus = { [S in OrderStatus]: (typeof TABLE)[S]['kitchen'] extends true ? S : never }[OrderStatus];
export const KITCHEN_STATUSES = ORDER_STATUSES.filter((s): s is KitchenStatus => TABLE[s].kitchen);

export const isKitchenStage = (status: OrderStatus): status is KitchenStatus => TABLE[status].kitchen;

/** Where a bump takes an order the kitchen shows; null for one it does not. */
export const bumpStatus = (status: OrderStatus): AdvanceStatus | null => (TABLE[status].kitchen ? advanceStatus(status) : null);

/** The kitchen stage a bump to `status` came from, which a recall returns it to; null if no bump leads there. */
export const recallStatus = (status: OrderStatus): KitchenStatus | null => KITCHEN_STATUSES.find((s) => TABLE[s].next === status) ?? null;

/** How long after a bump the kitchen may take it back. */
export const RECALL_MINUTES = 5;

/**
 * The move an order's last two history rows show, if it was a bump: a step on from a kitchen stage.
 * A recall (a step back) is not one, so a recall is never recalled and an older bump never comes back.
 */
export function lastBump(
  rows: readonly { status: OrderStatus; at: string }[],
): { from: KitchenStatus; to: OrderStatus; at: string } | null {
  const [previous, last] = rows.slice(-2);
  if (!previous || !last || !isKitchenStage(previous.status) || TABLE[previous.status].next !== last.status) return null;
  return { from: previous.status, to: last.status, at: last.at };
}

/** Whether that bump may still be recalled at `now` (epoch ms). */
export const recallOpen = (bump: { at: string }, now: number) => now - Date.parse(bump.at) <= RECALL_MINUTES * 60_000;

/** A move is a step on (or a cancel), or the kitchen taking its last bump back. */
export type MoveKind = 'step' | 'recall';

/**
 * Whether `mover` may move an order from `from` to `to`: the next step (not the shopper's) or a cancel;
 * as a recall, back to the kitchen stage it was bumped from (staff only; the time is the server's check).
 */
export function canMove(from: OrderStatus, to: OrderStatus, mover: Mover, kind: MoveKind = 'step'): boolean {
  if (kind === 'recall') return mover === 'staff' && recallStatus(from) === to;
  if (to === 'cancelled') return (TABLE[from].cancelledBy as readonly Mover[]).includes(mover);
  return mover !== 'shopper' && TABLE[from].next === to;
}

/** What the shopper's cancel button asks. */
export const shopperMayCancel = (status: OrderStatus): boolean => canMove(status, 'cancelled', 'shopper');
