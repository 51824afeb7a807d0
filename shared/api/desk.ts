// The desk's side of the /back/api/v1 contract (docs/desk-api.md): what /desk/* answers. The server's
// presenters return these types and the desk's api/ modules read them, so the two cannot drift.
import type { Infer } from 'superstruct';
import type { EstimateChoice, OrderSource, RejectReason, StaffRole } from '../desk';
import type { AdvanceStatus, Fulfilment, OrderStatus } from '../order-status';
import type { GuestOrderBody } from '../schemas/order';
import type { Order } from './types';

/** One step of an order's history as the desk shows it: who did it and why. */
export interface DeskHistoryEntry {
  status: OrderStatus;
  at: string;
  /** 'staff', 'operator', 'shopper', or '' (placing the order, rows from before the desk) */
  actor: string;
  by: { id: number; name: string; role: StaffRole | null } | null;
  note: string;
}

/** An order as the desk shows it (GET /desk/orders): the shopper's view plus source, estimate, rejection, cash change and who did what. */
export interface DeskOrder extends Omit<Order, 'history'> {
  source: OrderSource;
  fulfilment: Fulfilment;
  estimated_at: string | null;
  reject_reason: RejectReason | null;
  reject_note: string;
  /** cash only: the note the shopper will pay with ("200.00"), or null */
  change_from: string | null;
  history: DeskHistoryEntry[];
}

/** What the desk asks of an order: accept with an estimate, reject with a reason, or the next step. */
export type DeskMove =
  | ({ kind: 'accept'; id: number } & EstimateChoice)
  | { kind: 'reject'; id: number; reason: RejectReason; note: string }
  | { kind: 'advance'; id: number; status: AdvanceStatus };

/**
 * POST /desk/orders: the storefront's guest order body (GuestOrderBody, which the server validates it
 * with), placed by staff for a caller (source phone); no bonus, and the change note left to its default.
 */
export type PhoneOrderBody = Omit<Infer<typeof GuestOrderBody>, 'bonus' | 'change_from'>;

/** A staff member (GET /desk/me, /desk/staff): a user with a desk role. */
export interface StaffMember {
  id: number;
  name: string;
  phone: string;
  role: StaffRole;
}

/** POST /desk/login/verify: the staff session's token and who it is. */
export interface StaffSignIn {
  api_token: string;
  user: StaffMember;
}

/** The storefront's POST /api/desk/verify: the token stays in the desk's HttpOnly cookie, the page gets the member. */
export type StaffSignInPage = Omit<StaffSignIn, 'api_token'>;

/** What the audit log records changes of (the table's `entity`). */
export type AuditEntity =
  'order' | 'staff' | 'category' | 'product' | 'page' | 'popup' | 'shop' | 'zone' | 'choice_group' | 'choice_option';
/** 'staff' (the row says who), 'operator' (ADMIN_TOKEN) or 'cli' (npm run staff:add) */
export type AuditActorKind = 'staff' | 'operator' | 'cli';

/** One row of the audit log as the owner reads it (GET /desk/audit), newest first. */
export interface AuditView {
  id: number;
  actor: AuditActorKind;
  actor_user: { id: number; name: string; phone: string } | null;
  action: string;
  entity: AuditEntity;
  entity_id: string;
  /** the changed thing before and after, as JSON; null when it did not exist */
  before: unknown;
  after: unknown;
  at: string;
}

/** GET /desk/sms-budget: the sign-in codes the shop sent this hour against its hourly budget. */
export interface SmsBudget {
  budget: number;
  sent: number;
  reached: boolean;
  /** when the hour's window ends and codes go out again (ISO); null while no window is open */
  resets_at: string | null;
}

/** GET /desk/today: one Ashgabat day's figures, by the orders placed that day; money as "45.00". */
export interface DaySummary {
  day: string;
  orders: number;
  by_status: Partial<Record<OrderStatus, number>>;
  delivered: number;
  /** pickup orders collected (finished, like delivered ones); always sent, optional for older fixtures */
  collected?: number;
  /** the day's orders by how they reach the shopper */
  by_fulfilment?: Record<Fulfilment, number>;
  revenue: string;
  average: string;
  cancelled: number;
  /** cancellations without a reason (the operator API, the shopper's own) count as 'none' */
  cancelled_by_reason: Partial<Record<RejectReason | 'none', number>>;
  cancellations: { id: number; number: string; reason: RejectReason | null; note: string }[];
  /** what was chosen on the day's orders not cancelled (issue 36): each option by its group, in the desk's language, how many portions came with it; most first */
  choices?: { group: string; name: string; count: number }[];
}

/** GET /desk/stop-list: every dish on the menu with its stop-list mark, its name in the desk's language. */
export interface StopListDish {
  id: number;
  name: string;
  sold_out: boolean;
  /** UTC ISO time it returns; null while on sale or until taken off by hand */
  until: string | null;
}
