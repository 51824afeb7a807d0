import type { Insertable, Kysely } from 'kysely';
import type { Schema } from '../../server/db/schema';
import { syncIdSequence } from '../../server/db/dialect';
import type { OrderStatus } from '../../shared/order-status';

// A busy day written straight into the database, as the orders module would have left it (rows,
// one line each, the status history step by step), in a few multi-row inserts: a thousand orders
// through the API would take a minute on PostgreSQL. The API tests and the board's bench use it.

export type DayMix = Partial<Record<OrderStatus, number>>;

/** the steps an order took to reach its status */
const PATH: Record<OrderStatus, OrderStatus[]> = {
  to_confirm: ['to_confirm'],
  new: ['new'],
  accepted: ['new', 'accepted'],
  cooking: ['new', 'accepted', 'cooking'],
  on_the_way: ['new', 'accepted', 'cooking', 'on_the_way'],
  ready: ['new', 'accepted', 'cooking', 'ready'],
  delivered: ['new', 'accepted', 'cooking', 'on_the_way', 'delivered'],
  collected: ['new', 'accepted', 'cooking', 'ready', 'collected'],
  cancelled: ['new', 'cancelled'],
};

const CHUNK = 200;
const PRICE = 4550;
const FEE = 1500;

export interface BusyDayOptions {
  /** the last order is placed a little before this; the others `spacingMs` apart before it */
  now: Date;
  /** 15 s by default; the steps of an order's history are a fifth of it apart */
  spacingMs?: number;
  productId: number;
  /** the order's phone (8 digits); each order its own by default */
  phoneOf?: (index: number) => string;
}

/** Inserts the orders (in an interleaved order of statuses, oldest first); returns their ids by status. */
export async function insertBusyDay(db: Kysely<Schema>, mix: DayMix, options: BusyDayOptions): Promise<Record<OrderStatus, number[]>> {
  const statuses = interleave(mix);
  const { max } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  const first = Number(max ?? 0) + 1;
  const byStatus: Record<OrderStatus, number[]> = {
    to_confirm: [],
    new: [],
    accepted: [],
    cooking: [],
    on_the_way: [],
    ready: [],
    delivered: [],
    collected: [],
    cancelled: [],
  };
  const phoneOf = options.phoneOf ?? ((i: number) => `65${String(i).padStart(6, '0')}`);
  const orders: Insertable<Schema['orders']>[] = [];
  const lines: Insertable<Schema['order_lines']>[] = [];
  const history: Insertable<Schema['order_status_history']>[] = [];
  statuses.forEach((status, i) => {
    const id = first + i;
    const spacing = options.spacingMs ?? 15_000;
    const placed = options.now.getTime() - (statuses.length - i) * spacing;
    const at = (step: number) => new Date(placed + Math.floor((step * spacing) / 5)).toISOString();
    byStatus[status].push(id);
    orders.push({
      id,
      number: String(id).padStart(6, '0'),
      user_id: null,
      name: `Guest ${i}`,
      phone: phoneOf(i),
      address: `Magtymguly ${i}`,
      apartment: '',
      entrance: '',
      floor: '',
      comment: '',
      latitude: '',
      longitude: '',
      payment_method: 'cash',
      delivery_time: 'asap',
      note: '',
      subtotal: PRICE,
      delivery_fee: FEE,
      bonus_spent: 0,
      total: PRICE + FEE,
      status,
      created_at: at(0),
      estimated_at: PATH[status].includes('accepted') ? new Date(placed + 45 * 60_000).toISOString() : null,
      reject_reason: status === 'cancelled' ? 'closed' : null,
      fulfilment: PATH[status].includes('ready') ? 'pickup' : 'delivery',
    });
    lines.push({
      order_id: id,
      product_id: options.productId,
      name_tm: 'Palow',
      name_ru: 'Плов',
      name_en: 'Plov',
      price: PRICE,
      quantity: 1,
    });
    PATH[status].forEach((step, k) =>
      history.push({ order_id: id, status: step, at: at(k), actor: k === 0 ? '' : 'staff', actor_user_id: null }),
    );
  });
  for (const part of chunks(orders)) await db.insertInto('orders').values(part).execute();
  for (const part of chunks(lines)) await db.insertInto('order_lines').values(part).execute();
  for (const part of chunks(history)) await db.insertInto('order_status_history').values(part).execute();
  await syncIdSequence(db, 'orders');
  return byStatus;
}

const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/** The statuses spread through the day, as orders arrive: every kind early and late. */
function interleave(mix: DayMix): OrderStatus[] {
  const left = new Map(Object.entries(mix).filter(([, n]) => (n ?? 0) > 0) as [OrderStatus, number][]);
  const out: OrderStatus[] = [];
  while (left.size) {
    for (const [status, n] of left) {
      out.push(status);
      if (n === 1) left.delete(status);
      else left.set(status, n - 1);
    }
  }
  return out;
}
