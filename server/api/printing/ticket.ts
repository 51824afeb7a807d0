import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Locale } from '../../../shared/locale';
import { clockOf, shownTime } from '../../../shared/hours';
import { storedLineChoices } from '../choices/lines';

/** What a printer may ask for, in the order we prefer: Star's markup (large quantities) or plain text. */
export const TICKET_MEDIA_TYPES = ['text/vnd.star.markup', 'text/plain'] as const;
export type TicketMediaType = (typeof TICKET_MEDIA_TYPES)[number];

type Words = { ticket: string; reprint: string; order: string; due: string; asap: string; at: string; note: string; pickup: string };

// The kitchen reads the ticket in the language the order was placed in, as the shopper's texts go out.
const words: Record<Locale, Words> = {
  ru: {
    ticket: 'КУХНЯ',
    reprint: 'ПОВТОР',
    order: 'Заказ',
    due: 'Готовность к',
    asap: 'Как можно скорее',
    at: 'Доставка к',
    note: 'ПРИМЕЧАНИЕ',
    pickup: 'Самовывоз',
  },
  en: {
    ticket: 'KITCHEN',
    reprint: 'REPRINT',
    order: 'Order',
    due: 'Due by',
    asap: 'As soon as possible',
    at: 'Deliver at',
    note: 'NOTE',
    pickup: 'Pickup',
  },
  tm: {
    ticket: 'AŞHANA',
    reprint: 'GAÝTADAN',
    order: 'Sargyt',
    due: 'Taýýar bolmaly wagty',
    asap: 'Mümkin boldugyça çalt',
    at: 'Eltip bermeli wagty',
    note: 'BELLIK',
    pickup: 'Özüň almak',
  },
};

const clock = (iso: string) => shownTime(iso, clockOf);

interface Ticket {
  heading: string;
  facts: string[];
  /** each dish with what was chosen for it (issue 36), in the order's language */
  lines: { quantity: number; name: string; choices: string[] }[];
  note: { label: string; text: string } | null;
}

/** The ticket's content for one job: the order's lines (name in its language) with quantities, and its note. */
export async function ticketFor(db: Kysely<Schema>, orderId: number, reason: 'accept' | 'reprint'): Promise<Ticket | null> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return null;
  const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const w = words[order.locale];
  const facts = [`${w.order} ${order.number}`];
  // pickup: the shopper comes to the counter, so the kitchen knows there is no courier
  const pickup = order.fulfilment === 'pickup';
  if (pickup) facts.push(w.pickup.toUpperCase());
  if (order.estimated_at) facts.push(`${w.due} ${clock(order.estimated_at)}`);
  facts.push(order.delivery_time === 'asap' ? w.asap : `${pickup ? w.pickup : w.at} ${clock(order.delivery_time)}`);
  return {
    heading: reason === 'reprint' ? `${w.ticket} · ${w.reprint}` : w.ticket,
    facts,
    lines: lines.map((l) => ({
      quantity: l.quantity,
      name: l[`name_${order.locale}`] || l.name_ru,
      choices: storedLineChoices(l.choices).map((c) => c[`name_${order.locale}`] || c.name_ru),
    })),
    note: order.note.trim() ? { label: w.note, text: order.note.trim() } : null,
  };
}

const RULE = '-'.repeat(32);
// a choice sits under its dish, indented past the quantity, so the cook reads it as that dish's
const CHOICE_INDENT = '   + ';

export function plainTicket(t: Ticket): string {
  const dishes = t.lines.flatMap((l) => [`${l.quantity} x ${l.name}`, ...l.choices.map((c) => `${CHOICE_INDENT}${c}`)]);
  const out = [t.heading, ...t.facts, RULE, ...dishes, RULE];
  if (t.note) out.push(`${t.note.label}: ${t.note.text}`);
  return `${out.join('\n')}\n\n\n`;
}

// markup tags are in square brackets: the shop's text never carries one into the printer
const bare = (s: string) => s.replace(/[[\]]/g, '');

/** Star Document Markup: quantities and the note printed double size so the cook cannot miss them. */
export function markupTicket(t: Ticket): string {
  const big = (s: string) => `[magnify: width 2; height 2]${s}[magnify: width 1; height 1]`;
  const out = [`[align: centre]${big(bare(t.heading))}`, '[align: left]', ...t.facts.map(bare), RULE];
  for (const l of t.lines) {
    out.push(`${big(`${l.quantity} x`)} ${bare(l.name)}`);
    // choices in bold: half a portion or the meat is what a cook gets wrong
    for (const c of l.choices) out.push(`[bold: on]${CHOICE_INDENT}${bare(c)}[bold: off]`);
  }
  out.push(RULE);
  if (t.note) out.push(`[bold: on]${big(bare(t.note.label))}[bold: off]`, big(bare(t.note.text)));
  out.push('[cut: feed; partial]');
  return `${out.join('\n')}\n`;
}
