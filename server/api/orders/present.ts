import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Order } from '../../../shared/api/types';
import type { Locale } from '../../../shared/locale';
import { formatMoney, lineTotal } from '../../../shared/money';
import { addressFields } from '../address-fields';
import { storedLineChoices } from '../choices/lines';
import { orderDetails, type HistoryRow, type LineRow, type OrderRow } from './repo';

export function presentOrder(row: OrderRow, lines: LineRow[], history: HistoryRow[], locale: Locale): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    name: row.name,
    phone: row.phone,
    address: addressFields(row),
    payment_method: row.payment_method,
    delivery_time: row.delivery_time,
    note: row.note,
    lines: lines.map((line) => ({
      product_id: line.product_id,
      name: line[`name_${locale}`],
      price: formatMoney(line.price),
      quantity: line.quantity,
      total: formatMoney(lineTotal(line.price, line.quantity)),
      choices: storedLineChoices(line.choices),
    })),
    subtotal: formatMoney(row.subtotal),
    delivery_fee: formatMoney(row.delivery_fee),
    bonus_spent: formatMoney(row.bonus_spent),
    total: formatMoney(row.total),
    history: history.map((h) => ({ status: h.status, at: h.at, actor: h.actor || (h.actor_user_id === null ? '' : 'staff') })),
    created_at: row.created_at,
    source: row.source,
    estimated_at: row.estimated_at,
    reject_reason: row.reject_reason,
    reject_note: row.reject_note,
    change_from: row.change_from === null ? null : formatMoney(row.change_from),
  };
}

/** Presents several orders with their lines and history fetched together. */
export async function presentOrders(db: Kysely<Schema>, rows: OrderRow[], locale: Locale): Promise<Order[]> {
  const { lines, history } = await orderDetails(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    presentOrder(
      row,
      lines.filter((l) => l.order_id === row.id),
      history.filter((h) => h.order_id === row.id),
      locale,
    ),
  );
}
