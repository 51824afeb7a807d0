import { describe, expect, it } from 'vitest';
import { statusText } from './status-sms';

// A text in Turkmen or Russian goes out as UCS-2: 70 characters a part. Pickup's texts fit in one.
const UNICODE_PART = 70;

describe("pickup's status texts", () => {
  it('tells a pickup shopper the order is ready to collect, in their language, in one part', () => {
    const ready = (['tm', 'ru', 'en'] as const).map((l) => statusText(l, 'Aşhana', '000123', 'ready', null, 'pickup'));
    expect(ready).toEqual([
      'Aşhana: 000123 belgili sargydyňyz taýýar, gelip alyp gidiň.',
      'Aşhana: заказ 000123 готов, можно забирать.',
      'Aşhana: order 000123 is ready for pickup.',
    ]);
    for (const text of ready) expect(text.length).toBeLessThanOrEqual(UNICODE_PART);
  });

  it('says "ready by" on accepting a pickup order, "brought by" a delivery', () => {
    const at = '2026-03-02T14:40:00.000Z';
    const pickup = (['tm', 'ru', 'en'] as const).map((l) => statusText(l, 'Aşhana', '000123', 'accepted', at, 'pickup'));
    expect(pickup).toEqual([
      'Aşhana: 000123 sargydyňyz kabul edildi, sagat 19:40 taýýar bolar.',
      'Aşhana: заказ 000123 принят, будет готов к 19:40.',
      'Aşhana: order 000123 is accepted, ready by 19:40.',
    ]);
    for (const text of pickup) expect(text.length).toBeLessThanOrEqual(UNICODE_PART);
    expect(statusText('en', 'Aşhana', '000123', 'accepted', at)).toBe('Aşhana: order 000123 is accepted, expected by 19:40.');
  });
});
