// What the desk board's component tests share: orders, the board's answer, a stream the test drives.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AlarmDeps } from './hooks/use-alarm';
import type { DeskOrder } from '../../../shared/api/desk';
import type { DeskBoard, FinishedPage } from '../../../shared/desk-board';
import { ok } from '../../../tests/helpers/shop-data';
import { isFinal } from '../../../shared/order-status';

export const order = (id: number, status: DeskOrder['status'], extra: Partial<DeskOrder> = {}): DeskOrder => ({
  id,
  number: `A-${id}`,
  status,
  name: 'Aman',
  phone: '61234567',
  address: { address: `Magtymguly ${id}`, apartment: '5', entrance: '', floor: '2', comment: '', latitude: '37.95', longitude: '58.38' },
  payment_method: 'cash',
  delivery_time: '',
  note: 'no onions',
  lines: [{ product_id: 1, name: 'Plov', price: '45.00', quantity: 2, total: '90.00' }],
  subtotal: '90.00',
  delivery_fee: '15.00',
  bonus_spent: '0.00',
  total: '105.00',
  created_at: '2026-11-21T07:00:00.000Z',
  source: 'web',
  fulfilment: 'delivery',
  estimated_at: null,
  reject_reason: null,
  reject_note: '',
  change_from: '200.00',
  history: [{ status: 'new', at: '2026-11-21T07:00:00.000Z', actor: 'shopper', by: null, note: '' }],
  ...extra,
});

/** GET /desk/orders for these orders: the open ones, and the finished counted (finished_total, the last event when told). */
export function boardOf(orders: DeskOrder[], told: Partial<Pick<DeskBoard, 'finished_total' | 'last_event_id'>> = {}): DeskBoard {
  return {
    open: orders.filter((o) => !isFinal(o.status)),
    finished_total: told.finished_total ?? orders.filter((o) => isFinal(o.status)).length,
    last_event_id: told.last_event_id ?? 0,
  };
}

/** GET /desk/orders/finished for these orders: the finished ones as one whole page. */
export const finishedOf = (orders: DeskOrder[]): FinishedPage => ({
  orders: orders.filter((o) => isFinal(o.status)),
  finished_before: null,
});

/** The board's two reads for these orders, as scriptedFetch's routes: the board, and its finished orders on one page. */
export const boardRoutes = (orders: DeskOrder[] | (() => DeskOrder[])) => {
  const now = () => (typeof orders === 'function' ? orders() : orders);
  return {
    'GET /back/api/v1/desk/orders': () => ok(boardOf(now())),
    'GET /back/api/v1/desk/orders/finished': () => ok(finishedOf(now())),
  };
};

/** A stand-in for the browser's EventSource: the test sends the events. */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: Event) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, fn: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  /** an order event carries `{ type, order_id, status, at }`, as the server sends it, and its SSE id when given */
  emit(type: string, data?: { order_id: number; status: string; order?: unknown }, id?: number) {
    const body = data ? JSON.stringify({ type, at: '2026-11-21T07:00:00.000Z', ...data }) : undefined;
    const event = new MessageEvent(type, { data: body, lastEventId: id === undefined ? '' : String(id) });
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }
}

export const createSource = (url: string) => new FakeEventSource(url) as unknown as EventSource;

export const quietAlarm: AlarmDeps = {
  play: () => undefined,
  unlock: () => undefined,
  setInterval: () => 0,
  clearInterval: () => undefined,
};

/** what the board asked the desk API for (the shell asks for the shop and the user too; a new card, for its accept default) */
export const deskReads = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.includes('/desk/') && !c.url.includes('/desk/estimates')).map((c) => c.url);
export const column = (name: RegExp) => screen.findByRole('region', { name });
export const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

/** After each test: the page, stubbed globals, opened streams and this device's choices gone. */
export function freshBoardEachTest() {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    FakeEventSource.opened = [];
    localStorage.clear();
  });
}
