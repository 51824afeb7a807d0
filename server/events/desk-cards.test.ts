import { afterEach, describe, expect, it, vi } from 'vitest';
import { deskCards } from './desk-cards';
import { createLogger } from '../logger';
import { loadConfig } from '../config';
import type { DeskOrder } from '../../shared/api/desk';
import type { StoredEvent } from './bus';
import type { Locale } from '../../shared/locale';

const logger = createLogger(loadConfig({ LOG_LEVEL: 'silent' }));
const placed = (id: number, orderId = id): StoredEvent => ({
  id,
  type: 'order.placed',
  order_id: orderId,
  status: 'new',
  at: '2026-12-03T10:00:00.000Z',
});
const card = (id: number, locale: Locale) => ({ id, status: 'new', lines: [], note: locale }) as unknown as DeskOrder;

afterEach(() => vi.useRealTimers());

describe('the desk stream’s orders', () => {
  it('reads an event’s order once per language, however many desks ask', async () => {
    const read = vi.fn(async (id: number, locale: Locale) => card(id, locale));
    const cards = deskCards(read, logger);
    const asked = await Promise.all([cards(placed(1), 'en'), cards(placed(1), 'en'), cards(placed(1), 'ru')]);
    expect(asked.map((c) => c?.note)).toEqual(['en', 'en', 'ru']);
    expect(read.mock.calls).toEqual([
      [1, 'en'],
      [1, 'ru'],
    ]);
  });

  it('keeps only the latest events: an older one is read again', async () => {
    const read = vi.fn(async (id: number, locale: Locale) => card(id, locale));
    const cards = deskCards(read, logger, { kept: 2 });
    for (const id of [1, 2, 3]) await cards(placed(id), 'en');
    await cards(placed(3), 'en');
    await cards(placed(1), 'en');
    expect(read.mock.calls.map(([id]) => id)).toEqual([1, 2, 3, 1]);
  });

  it('gives nothing for a read that fails or does not answer in time, and nothing to read for a shop change', async () => {
    vi.useFakeTimers();
    const cards = deskCards((id) => (id === 1 ? Promise.reject(new Error('down')) : new Promise<DeskOrder>(() => undefined)), logger, {
      waitMs: 500,
    });
    await expect(cards(placed(1), 'en')).resolves.toBeUndefined();
    const slow = cards(placed(2), 'en');
    await vi.advanceTimersByTimeAsync(500);
    await expect(slow).resolves.toBeUndefined();
    await expect(cards({ id: 3, type: 'menu.changed', at: '2026-12-03T10:00:00.000Z' }, 'en')).resolves.toBeUndefined();
  });
});
