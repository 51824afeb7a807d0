import { afterAll, beforeAll } from 'vitest';

/**
 * A describe's set-up: made once in beforeAll, its context closed in afterAll. The object returned is
 * filled in beforeAll, so read its fields inside the tests and hooks (a field may be set again there).
 * `stop`, where given, runs before the context closes (a server listening on it).
 */
export function describeFixture<T extends { ctx: { close(): unknown }; stop?: () => Promise<unknown> }>(make: () => Promise<T>): T {
  const fixture = {} as T;
  beforeAll(async () => {
    Object.assign(fixture, await make());
  });
  afterAll(async () => {
    await fixture.stop?.();
    await fixture.ctx.close();
  });
  return fixture;
}
