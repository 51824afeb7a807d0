import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { DeliveryZonesTable } from '../../db/schema-zones';
import type { DeliveryZone, Vertex } from '../../../shared/zones';

type Db = Kysely<Schema> | Transaction<Schema>;
export type ZoneValues = Omit<DeliveryZone, 'id'>;

const toZone = (row: Selectable<DeliveryZonesTable>): DeliveryZone => ({
  id: row.id,
  name: row.name,
  fee: row.fee,
  minimum: row.minimum,
  estimate: row.estimate_minutes,
  polygon: JSON.parse(row.polygon) as Vertex[],
});

const columns = (zone: ZoneValues) => ({
  name: zone.name,
  fee: zone.fee,
  minimum: zone.minimum,
  estimate_minutes: zone.estimate,
  polygon: JSON.stringify(zone.polygon),
});

export async function listZones(db: Db): Promise<DeliveryZone[]> {
  return (await db.selectFrom('delivery_zones').selectAll().orderBy('id').execute()).map(toZone);
}

export async function findZone(db: Db, id: number): Promise<DeliveryZone | null> {
  const row = await db.selectFrom('delivery_zones').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toZone(row) : null;
}

export async function insertZone(db: Db, zone: ZoneValues, at: Date): Promise<DeliveryZone> {
  const iso = at.toISOString();
  const row = await db
    .insertInto('delivery_zones')
    .values({ ...columns(zone), created_at: iso, updated_at: iso })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toZone(row);
}

export async function updateZone(db: Db, id: number, zone: ZoneValues, at: Date): Promise<DeliveryZone | null> {
  const row = await db
    .updateTable('delivery_zones')
    .set({ ...columns(zone), updated_at: at.toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toZone(row) : null;
}

export async function deleteZone(db: Db, id: number): Promise<void> {
  await db.deleteFrom('delivery_zones').where('id', '=', id).execute();
}
