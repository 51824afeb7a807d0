// The desk's fixed choices, read by the server's validation and the desk's forms alike.

export const STAFF_ROLES = ['owner', 'manager'] as const;
export type StaffRole = typeof STAFF_ROLES[number];

/** the accept dialog's quick choices, in minutes from now */
export const ESTIMATE_MINUTES = [20, 30, 45, 60, 90] as const;

/** why the restaurant refused an order; 'other' needs a note */
export const REJECT_REASONS = ['out_of_stock', 'closed', 'outside_area', 'unreachable', 'other'] as const;
export type RejectReason = typeof REJECT_REASONS[number];

export type OrderSource = 'web' | 'phone';

/** a desk session ends after this long without a call */
export const DESK_IDLE_HOURS = 12;
