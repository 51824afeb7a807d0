// One contract across the wire (issue 34): a client API module imports the server's answers and the
// request bodies from shared/ and declares none itself; eslint.config.js refuses one that does.
import { describe, expect, it } from 'vitest';
import { lintAt, problems } from './lint-fixtures';

describe('client API modules declare no request or response shapes', () => {
  it('refuses an interface, a type alias and an inline answer type in client/features/*/api', async () => {
    expect(await problems(['client/features/orders/api/declares-answer.ts'])).toEqual([
      'client/features/orders/api/declares-answer.ts: no-restricted-syntax',
      'client/features/orders/api/declares-answer.ts: no-restricted-syntax',
      'client/features/orders/api/declares-answer.ts: no-restricted-syntax',
    ]);
  });

  it('lets an API module import the shape from shared/, and the rest of a feature name its own', async () => {
    expect(
      await problems(['client/features/orders/api/imports-answer.ts', 'client/features/orders/order-row.ts', 'shared/api/orders.ts']),
    ).toEqual([]);
  });

  it('holds in the real tree, in nested api folders too', async () => {
    expect(await lintAt('client/features/desk-orders/api/x.ts', 'export type DeskOrder = { id: number };\n')).toEqual([
      'no-restricted-syntax',
    ]);
    expect(await lintAt('client/features/desk-orders/api/board/x.ts', 'export interface DeskOrder {\n  id: number;\n}\n')).toEqual([
      'no-restricted-syntax',
    ]);
    expect(await lintAt('client/features/desk-orders/components/x.ts', 'export interface Props {\n  id: number;\n}\n')).toEqual([]);
  });
});
