import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { DeskOrder } from '../../../shared/api/desk';
import type { Locale } from '../../../shared/locale';
import { formatMoney } from '../../../shared/money';
import { presentOrders, type OrderRow } from '../orders/service';
import { historyWithActors } from './repo';

export async function presentDeskOrders(db: Kysely<Schema>, rows: OrderRow[], locale: Locale): Promise<DeskOrder[]> {
  const [orders, history] = await Promise.all([
    presentOrders(db, rows, locale),
    historyWithActors(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row, i) => ({
    ...orders[i],
    source: row.source,
    estimated_at: row.estimated_at,
    reject_reason: row.reject_reason,
    reject_note: row.reject_note,
    change_from: row.change_from === null ? null : formatMoney(row.change_from),
    history: history
      .filter((h) => h.order_id === row.id)
      .map((h) => ({
        status: h.status,
        at: h.at,
        actor: h.actor,
        by: h.actor_user_id === null ? null : { id: h.actor_user_id, name: h.actor_name ?? '', role: h.actor_role ?? null },
        note: h.note,
      })),
  }));
}
