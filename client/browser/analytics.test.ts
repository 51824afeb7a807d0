// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../shared/public-config';
import { loadAnalytics } from './analytics';

const base = {
  publicUrl: 'https://shop.example',
  shopName: 'S',
  phone: '',
  email: '',
  hours: { opens: '10:00', closes: '23:00' },
  deliveryFee: 1500,
  mapTileUrl: '',
  links: {},
  address: { street: '', city: '', country: 'TM', latitude: 0, longitude: 0 },
  image: '/images/shop.png',
} satisfies PublicConfig;

describe('loadAnalytics', () => {
  it('adds nothing unless the operator configured a script', () => {
    loadAnalytics(base);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
  it('adds the configured script, async, with its site id', () => {
    loadAnalytics({ ...base, analytics: { scriptUrl: 'https://stats.example/script.js', id: 'shop-1' } });
    const script = document.querySelector('script')!;
    expect(script.src).toBe('https://stats.example/script.js');
    expect(script.async).toBe(true);
    expect(script.dataset.id).toBe('shop-1');
  });
});
