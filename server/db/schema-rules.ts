import type { Generated } from 'kysely';

/** A dish sold out until a time (UTC ISO) or, with null, until someone takes it off the list. */
export interface StopListTable {
  product_id: number;
  until: string | null;
  marked_at: string;
}

/** One row per weekday (0 = Monday) once the owner has saved the week; null times: closed. */
export interface ShopHoursTable {
  weekday: number;
  opens: string | null;
  closes: string | null;
}

/** Ashgabat dates ("2026-03-08") the shop does not open. */
export interface ShopClosuresTable {
  day: string;
}

/** The single row (id 1): last-order minutes, the pause and busy mode (migration 008). */
export interface ShopRulesTable {
  id: number;
  last_order_minutes: number;
  pause_until: string | null;
  pause_reason: string;
  /** busy mode's minutes added to every estimate until busy_until (0: off) */
  busy_extra_minutes: Generated<number>;
  busy_until: string | null;
  /** 1: placed orders start as to_confirm until staff have phoned the shopper */
  call_to_confirm: Generated<number>;
  // pickup (migration 014): 1/0 switches, the optional minimum (minor units), the estimate, where to collect
  delivery_on: Generated<number>;
  pickup_on: Generated<number>;
  pickup_minimum: number | null;
  pickup_minutes: Generated<number>;
  pickup_address_tm: Generated<string>;
  pickup_address_ru: Generated<string>;
  pickup_address_en: Generated<string>;
  pickup_latitude: Generated<string>;
  pickup_longitude: Generated<string>;
  /** minutes after accepting past which a kitchen card turns to the alert colour (migration 015) */
  kitchen_target_minutes: Generated<number>;
}

export interface RulesTables {
  stop_list: StopListTable;
  shop_hours: ShopHoursTable;
  shop_closures: ShopClosuresTable;
  shop_rules: ShopRulesTable;
}
