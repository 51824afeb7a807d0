// The order's life in one table, asked by the server (which moves may be made, by whom), the desk (the
// next button), the kitchen display (bump, recall) and the shopper's pages (cancel, the estimate). A new
// status — pickup's ready/collected, a to_confirm step — is one more row here; every side follows.
// The next step depends on how the order reaches the shopper: delivered (on_the_way -> delivered) or
// collected at the restaurant (ready -> collected).

/** Who moves an order: restaurant staff at the desk, the shopper, the operator API (and the CLI). */
export type Mover = 'staff' | 'shopper' | 'operator';

/** How the order reaches the shopper: the courier brings it, or the shopper collects it at the restaurant. */
export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

type Step = string | null;

interface StatusRow {
  /** the kitchen's next step (one for both fulfilments, or one each), or none once the order is finished */
  next: Step | { readonly delivery: Step; readonly pickup: Step };
  /** a status on one fulfilment's path only: an order of the other type never reaches it */
  only?: Fulfilment;
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
  cooking: { next: { delivery: 'on_the_way', pickup: 'ready' }, cancelledBy: restaurant, underWay: true, kitchen: true },
  on_the_way: { next: 'delivered', only: 'delivery', cancelledBy: restaurant, underWay: true, kitchen: false },
  // pickup: cooked and waiting at the counter; the estimate ("ready by 19:40") has been met
  ready: { next: 'collected', only: 'pickup', cancelledBy: restaurant, underWay: false, kitchen: false },
  delivered: { next: null, only: 'delivery', cancelledBy: [], underWay: false, kitchen: false },
  collected: { next: null, only: 'pickup', cancelledBy: [], underWay: false, kitchen: false },
  cancelled: { next: null, cancelledBy: [], underWay: false, kitchen: false },
} as const satisfies Record<string, StatusRow>;

export type OrderStatus = keyof typeof TABLE;
type Row = (typeof TABLE)[OrderStatus];
type NextOf<N> = N extends { delivery: infer D; pickup: infer P } ? D | P : N;
type AnyNext = NextOf<Row['next']>;

const row = (status: OrderStatus): StatusRow => TABLE[status];

/** The next step of an order of this type from this status (null: finished, or not on its path). */
function stepOf(status: OrderStatus, fulfilment: Fulfilment): OrderStatus | null {
  const { next, only } = row(status);
  if (only && only !== fulfilment) return null;
  return (next !== null && typeof next === 'object' ? next[fulfilment] : next) as OrderStatus | null;
}

/** Every step that leads from `from` to `to`, whatever the type. */
const leadsTo = (from: OrderStatus, to: OrderStatus) => FULFILMENTS.some((f) => stepOf(from, f) === to);

/** The statuses an order of this type passes through, in order (to_confirm first, its final step last). */
export const fulfilmentPath = (fulfilment: Fulfilment): OrderStatus[] =>
  ORDER_STATUSES.filter((s) => s !== 'cancelled' && (row(s).only ?? fulfilment) === fulfilment);

/** Every status, in the order an order passes through them (the board's columns, the report's counts). */
export const ORDER_STATUSES = Object.keys(TABLE) as OrderStatus[];

/** Where a placed order starts: new, or to_confirm while the owner has call to confirm on (until staff have phoned). */
export const PLACED_STATUSES = ['to_confirm', 'new'] as const satisfies readonly OrderStatus[];
export type PlacedStatus = (typeof PLACED_STATUSES)[number];
export const placedStatus = (callToConfirm: boolean): PlacedStatus => (callToConfirm ? 'to_confirm' : 'new');

/** The statuses the kitchen steps an order on to with no more to say (accepting needs an estimate). */
export type AdvanceStatus = Exclude<NonNullable<AnyNext>, 'accepted'>;
export const ADVANCE_STATUSES = ORDER_STATUSES.filter(
  (s): s is AdvanceStatus => s !== 'accepted' && ORDER_STATUSES.some((from) => leadsTo(from, s)),
);

/** The kitchen's next step after this status for an order of this type; null when there is none. */
export const nextStatus = (status: OrderStatus, fulfilment: Fulfilment): OrderStatus | null => stepOf(status, fulfilment);

/** The desk's one-tap step on (accepting has its own form, with the estimate). */
export const advanceStatus = (status: OrderStatus, fulfilment: Fulfilment): AdvanceStatus | null => {
  const next = stepOf(status, fulfilment);
  return next === null || next === 'accepted' ? null : (next as AdvanceStatus);
};

export const isFinal = (status: OrderStatus): boolean => row(status).next === null;
export const isUnderWay = (status: OrderStatus): boolean => TABLE[status].underWay;

/** The orders the desk still has to do something with. */
export const OPEN_STATUSES = ORDER_STATUSES.filter((s) => !isFinal(s));
export const FINAL_STATUSES = ORDER_STATUSES.filter(isFinal);

/** The stages of the kitchen display, in its order: what it shows and bumps on. */
export type KitchenStatus = { [S in OrderStatus]: (typeof TABLE)[S]['kitchen'] extends true ? S : never }[OrderStatus];
export const KITCHEN_STATUSES = ORDER_STATUSES.filter((s): s is KitchenStatus => TABLE[s].kitchen);

export const isKitchenStage = (status: OrderStatus): status is KitchenStatus => TABLE[status].kitchen;

/** Where a bump takes an order the kitchen shows; null for one it does not. */
export const bumpStatus = (status: OrderStatus, fulfilment: Fulfilment): AdvanceStatus | null =>
  TABLE[status].kitchen ? advanceStatus(status, fulfilment) : null;

/** The kitchen stage a bump to `status` came from, which a recall returns it to; null if no bump leads there. */
export const recallStatus = (status: OrderStatus): KitchenStatus | null => KITCHEN_STATUSES.find((s) => leadsTo(s, status)) ?? null;

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
  if (!previous || !last || !isKitchenStage(previous.status) || !leadsTo(previous.status, last.status)) return null;
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
export function canMove(
  order: { status: OrderStatus; fulfilment: Fulfilment },
  to: OrderStatus,
  mover: Mover,
  kind: MoveKind = 'step',
): boolean {
  const from = order.status;
  // an order is never in a status off its type's path: nothing moves it from there
  const only = row(from).only;
  if (only && only !== order.fulfilment) return false;
  if (kind === 'recall') return mover === 'staff' && recallStatus(from) === to;
  if (to === 'cancelled') return (TABLE[from].cancelledBy as readonly Mover[]).includes(mover);
  return mover !== 'shopper' && stepOf(from, order.fulfilment) === to;
}

/** What the shopper's cancel button asks. */
export const shopperMayCancel = (status: OrderStatus): boolean => (TABLE[status].cancelledBy as readonly Mover[]).includes('shopper');
