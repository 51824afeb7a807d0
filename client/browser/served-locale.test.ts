import { describe, expect, it, vi } from 'vitest';
import { adoptServedLocale } from './served-locale';

const at = (href: string) => {
  const url = new URL(href, 'https://shop.example');
  const history = { state: { idx: 0 }, replaceState: vi.fn() } as unknown as History;
  return { location: url as unknown as Location, history };
};

describe('adoptServedLocale', () => {
  it('gives "/" answered in English the English address, keeping the query and the hash', () => {
    const { location, history } = at('/?product_id=3#top');
    adoptServedLocale(location, history, 'en');
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/en?product_id=3#top');
  });

  it('leaves a Russian "/", other pages and unknown languages alone', () => {
    for (const [href, served] of [
      ['/', 'ru'],
      ['/en', 'en'],
      ['/products', 'tm'],
      ['/', 'de'],
      ['/', undefined],
    ] as const) {
      const { location, history } = at(href);
      adoptServedLocale(location, history, served);
      expect(history.replaceState).not.toHaveBeenCalled();
    }
  });
});
