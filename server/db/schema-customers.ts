import type { Generated } from 'kysely';
import type { OrderSource, RejectReason, StaffRole } from '../../shared/desk';
import type { OrderStatus } from '../../shared/order-status';

// Times are UTC ISO strings (Date#toISOString) on both engines, so they compare as text.
// Money is integer minor units.

export interface UsersTable {
  id: Generated<number>;
  name: string;
  surname: string;
  email: string;
  /** 8 digits after +993 */
  phone: string;
  bonus_amount: number;
  /** set by the first successful code check; an unverified registration can be redone */
  phone_verified_at: string | null;
  created_at: string;
  /** null for a shopper; staff have a role (migration 003) */
  staff_role: StaffRole | null;
}

export interface SignInCodesTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  purpose: 'register' | 'login';
  expires_at: string;
  attempts: number;
  used_at: string | null;
  created_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
  /** set on a desk session only: the role it was opened with; it never serves the shopper's API */
  staff_role: StaffRole | null;
  /** a desk session's last use: it ends 12 h later */
  last_seen_at: string | null;
}

/** A delivery address: saved by a customer, or copied into an order as it was when ordered. */
export interface AddressColumns {
  address: string;
  apartment: string;
  entrance: string;
  floor: string;
  comment: string;
  latitude: string;
  longitude: string;
}

export interface AddressesTable extends AddressColumns {
  id: Generated<number>;
  user_id: number;
  created_at: string;
}

export interface BasketLinesTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  /** the line's choices, option ids ascending joined by "_" ('' for none; migration 012) */
  choices: Generated<string>;
  quantity: number;
  updated_at: string;
}

export interface BasketMergesTable {
  user_id: number;
  payload_hash: string;
  merged_at: string;
}

export interface OrdersTable extends AddressColumns {
  id: Generated<number>;
  number: string;
  user_id: number | null;
  name: string;
  phone: string;
  payment_method: 'cash' | 'card';
  /** 'asap' or a UTC ISO time */
  delivery_time: string;
  note: string;
  subtotal: number;
  delivery_fee: number;
  bonus_spent: number;
  total: number;
  status: OrderStatus;
  created_at: string;
  // the desk's columns (migration 003); each has a default, so placing an order may leave them out
  source: Generated<OrderSource>;
  /** when the kitchen said the order will arrive (UTC ISO), set on accept */
  estimated_at: string | null;
  reject_reason: RejectReason | null;
  reject_note: Generated<string>;
  accepted_by: number | null;
  rejected_by: number | null;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  /** the dish's names when ordered, shown in the reader's language */
  name_tm: string;
  name_ru: string;
  name_en: string;
  price: number;
  quantity: number;
  /** crossed off on the kitchen display (migration 008); null while still to make */
  done_at: Generated<string | null>;
  /** what was chosen, JSON of LineChoice[] (names and prices then; migration 012); '' for none */
  choices: Generated<string>;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: OrdersTable['status'];
  at: string;
  /** the staff member (or shopper) who moved it; null for the operator API and the placing itself */
  actor_user_id: number | null;
  note: Generated<string>;
}

export interface BonusLedgerTable {
  id: Generated<number>;
  user_id: number;
  order_id: number | null;
  amount: number;
  reason: 'order_payment' | 'order_cancelled' | 'order_delivered';
  created_at: string;
}

export interface IdempotencyKeysTable {
  id: Generated<number>;
  key: string;
  /** 'user:<id>' or 'guest' */
  scope: string;
  request_hash: string;
  order_id: number | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface CustomerTables {
  users: UsersTable;
  sign_in_codes: SignInCodesTable;
  sessions: SessionsTable;
  addresses: AddressesTable;
  basket_lines: BasketLinesTable;
  basket_merges: BasketMergesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_status_history: OrderStatusHistoryTable;
  bonus_ledger: BonusLedgerTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limits: RateLimitsTable;
  server_secrets: ServerSecretsTable;
}
