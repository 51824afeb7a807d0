import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has a working default for a laptop', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ kind: 'sqlite' });
    expect(config.deliveryFee).toBe(1500);
    expect(config.public.publicUrl).toBe('http://localhost:3000');
    expect(config.apiOrigin).toBeUndefined();
  });

  it('reads PostgreSQL from DATABASE_URL and trims slashes from origins', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@h/db',
      API_ORIGIN: 'https://api.example/',
      PUBLIC_URL: 'https://shop.example/',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
    expect(config.apiOrigin).toBe('https://api.example');
    expect(config.publicUrl).toBe('https://shop.example');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ SMS_GATEWAY_URL: '', ADMIN_TOKEN: '  ' }).sms.gatewayUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['TRUST_PROXY', '-1'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMS_GATEWAY_URL', 'not a url'],
    ['API_ORIGIN', 'ftp://x'],
    ['SHOP_OPENS', '25:00'],
    ['DELIVERY_FEE', '15.005'],
    ['LOG_LEVEL', 'loud'],
    ['ADMIN_TOKEN', 'short'],
    ['NODE_ENV', 'staging'],
    ['SHOP_LATITUDE', '91'],
    ['SHOP_LONGITUDE', '58,38'],
    ['SHOP_IMAGE', 'javascript:alert(1)'],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('places the shop in Ashgabat unless told otherwise', () => {
    expect(loadConfig({}).public.address).toEqual({
      street: 'Magtymguly şaýoly',
      city: 'Aşgabat',
      country: 'TM',
      latitude: 37.9601,
      longitude: 58.3261,
    });
    expect(loadConfig({ SHOP_LATITUDE: '-37.5', SHOP_LONGITUDE: '60' }).public.address).toMatchObject({ latitude: -37.5, longitude: 60 });
    expect(loadConfig({}).publicUrlSet).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example' }).publicUrlSet).toBe(true);
  });

  it('parses money without floats', () => {
    expect(loadConfig({ DELIVERY_FEE: '19.99' }).deliveryFee).toBe(1999);
  });
});
