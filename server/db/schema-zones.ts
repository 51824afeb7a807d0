import type { Generated } from 'kysely';

/** A delivery zone (shared/zones.ts): money in minor units, the estimate in minutes. */
export interface DeliveryZonesTable {
  id: Generated<number>;
  name: string;
  fee: number;
  minimum: number;
  estimate_minutes: number;
  /** JSON text: an open ring of [latitude, longitude] pairs */
  polygon: string;
  /** UTC ISO times */
  created_at: string;
  updated_at: string;
}

export interface ZoneTables {
  delivery_zones: DeliveryZonesTable;
}
