import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { DaySummary } from '../../../shared/api/desk';
import type { Locale } from '../../../shared/locale';
import { REJECT_REASONS } from '../../../shared/desk';
import { dayBounds, DAY_MS, shopDateTime } from '../../../shared/hours';
import { formatMoney } from '../../../shared/money';
import { FULFILMENTS, ORDER_STATUSES } from '../../../shared/order-status';
import { unprocessable } from '../../http/errors';
import { storedLineChoices } from '../choices/lines';
import * as repo from './repo';

const MAX_CSV_DAYS = 366;

/** One day's figures, by the orders placed that day: revenue and average count finished (delivered or collected) orders only. */
export async function daySummary(db: Kysely<Schema>, day: string, locale: Locale = 'ru'): Promise<DaySummary> {
  const { start, end } = dayBounds(day);
  const rows = await repo.ordersPlaced(db, start, end);
  const kept = rows.filter((r) => r.status !== 'cancelled').map((r) => r.id);
  const delivered = rows.filter((r) => r.status === 'delivered');
  const collected = rows.filter((r) => r.status === 'collected');
  // a finished order is delivered or, for pickup, collected: both are revenue
  const finished = [...delivered, ...collected];
  const cancelled = rows.filter((r) => r.status === 'cancelled');
  const revenue = finished.reduce((sum, r) => sum + r.total, 0);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length]));
  // cancellations without a reason (the operator API, the shopper's own) count as 'none'
  const reasons = Object.fromEntries(
    [...REJECT_REASONS, 'none'].map((reason) => [reason, cancelled.filter((r) => (r.reject_reason ?? 'none') === reason).length]),
  );
  return {
    day,
    orders: rows.length,
    by_status: byStatus,
    delivered: delivered.length,
    collected: collected.length,
    by_fulfilment: Object.fromEntries(
      FULFILMENTS.map((f) => [f, rows.filter((r) => r.fulfilment === f).length]),
    ) as DaySummary['by_fulfilment'],
    revenue: formatMoney(revenue),
    average: formatMoney(finished.length === 0 ? 0 : Math.round(revenue / finished.length)),
    cancelled: cancelled.length,
    cancelled_by_reason: reasons,
    cancellations: cancelled.map((r) => ({ id: r.id, number: r.number, reason: r.reject_reason, note: r.reject_note })),
    choices: dayChoices(await repo.orderLines(db, kept), locale),
  };
}

/** Each option chosen on these lines, by portions (a line's quantity), in the reader's language; most first, then by name. */
function dayChoices(lines: { quantity: number; choices: string }[], locale: Locale): NonNullable<DaySummary['choices']> {
  const counts = new Map<number, { group: string; name: string; count: number }>();
  for (const line of lines) {
    for (const c of storedLineChoices(line.choices)) {
      const seen = counts.get(c.option_id) ?? {
        group: c[`group_name_${locale}`] || c.group_name_ru,
        name: c[`name_${locale}`] || c.name_ru,
        count: 0,
      };
      seen.count += line.quantity;
      counts.set(c.option_id, seen);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

const HEADER = [
  'number',
  'placed_at',
  'source',
  'status',
  'fulfilment',
  'name',
  'phone',
  'address',
  'latitude',
  'longitude',
  'payment_method',
  'change_from',
  'lines',
  'subtotal',
  'delivery_fee',
  'bonus_spent',
  'total',
  'estimated_at',
  'reject_reason',
  'reject_note',
  'note',
];

/** Orders placed from one Ashgabat day to another (both included) as CSV, times in Ashgabat. */
export async function ordersCsv(db: Kysely<Schema>, from: string, to: string, locale: Locale): Promise<string> {
  const start = dayBounds(from).start;
  const end = dayBounds(to).end;
  if (end <= start) throw unprocessable({ to: 'before_from' });
  if (Date.parse(end) - Date.parse(start) > MAX_CSV_DAYS * DAY_MS) throw unprocessable({ to: 'too_far' });
  const rows = await repo.ordersPlaced(db, start, end);
  const lines = await repo.orderLines(
    db,
    rows.map((r) => r.id),
  );
  const body = rows.map((r) => [
    r.number,
    localTime(r.created_at),
    r.source,
    r.status,
    r.fulfilment,
    r.name,
    r.phone,
    [r.address, r.apartment, r.entrance, r.floor].filter(Boolean).join(', '),
    r.latitude,
    r.longitude,
    r.payment_method,
    r.change_from === null ? '' : formatMoney(r.change_from),
    lines
      .filter((l) => l.order_id === r.id)
      .map((l) => `${l[`name_${locale}`]}${chosen(l.choices, locale)} × ${l.quantity}`)
      .join('; '),
    formatMoney(r.subtotal),
    // pickup has no delivery fee at all (not one of 0.00), as the desk's detail shows it
    r.fulfilment === 'pickup' ? '' : formatMoney(r.delivery_fee),
    formatMoney(r.bonus_spent),
    formatMoney(r.total),
    r.estimated_at ? localTime(r.estimated_at) : '',
    r.reject_reason ?? '',
    r.reject_note,
    r.note,
  ]);
  return [HEADER, ...body].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A line's choices after its dish's name in the export's language, " (Goýun eti, Ajy sous)"; '' for none. */
function chosen(stored: string, locale: Locale): string {
  const names = storedLineChoices(stored).map((c) => c[`name_${locale}`] || c.name_ru);
  return names.length === 0 ? '' : ` (${names.join(', ')})`;
}

const localTime = (iso: string) => shopDateTime(Date.parse(iso)).replace('T', ' ');

/**
 * One RFC 4180 cell. Text a spreadsheet would run as a formula (= + - @, and tab or CR that some
 * read past) gets a leading apostrophe; then any cell with a comma, quote or line break is quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
