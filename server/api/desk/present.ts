import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { DeskHistoryEntry, DeskOrder } from '../../../shared/api/desk';
import type { Locale } from '../../../shared/locale';
import { formatMoney } from '../../../shared/money';
import { presentOrders, type OrderRow } from '../orders/service';
import { historyWithActors } from './repo';

// a busy day's board is hundreds of open orders: read their lines and history a few hundred ids at a
// time (the engines cap bound parameters, and matching rows to orders stays linear per chunk)
const CHUNK = 300;

export async function presentDeskOrders(db: Kysely<Schema>, rows: OrderRow[], locale: Locale): Promise<DeskOrder[]> {
  const chunks: OrderRow[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) chunks.push(rows.slice(i, i + CHUNK));
  return (await Promise.all(chunks.map((chunk) => presentChunk(db, chunk, locale)))).flat();
}

async function presentChunk(db: Kysely<Schema>, rows: OrderRow[], locale: Locale): Promise<DeskOrder[]> {
  const [orders, history] = await Promise.all([
    presentOrders(db, rows, locale),
    historyWithActors(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const byOrder = new Map<number, DeskHistoryEntry[]>();
  for (const h of history) {
    const entry: DeskHistoryEntry = {
      status: h.status,
      at: h.at,
      actor: h.actor,
      by: h.actor_user_id === null ? null : { id: h.actor_user_id, name: h.actor_name ?? '', role: h.actor_role ?? null },
      note: h.note,
    };
    byOrder.set(h.order_id, [...(byOrder.get(h.order_id) ?? []), entry]);
  }
  return rows.map((row, i) => ({
    ...orders[i],
    source: row.source,
    fulfilment: row.fulfilment,
    estimated_at: row.estimated_at,
    reject_reason: row.reject_reason,
    reject_note: row.reject_note,
    change_from: row.change_from === null ? null : formatMoney(row.change_from),
    history: byOrder.get(row.id) ?? [],
  }));
}
