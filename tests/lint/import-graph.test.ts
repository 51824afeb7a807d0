// One-way modules (issue 34): no import cycle in client/, server/ or shared/, type-only imports
// included, and no two server or shared modules importing each other. eslint.config.js refuses the
// value imports as they are written; this counts the whole graph, as madge would.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, moduleOf, twoWayPairs } from './import-graph';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const graph = importGraph(repo, ['client', 'server', 'shared']);
// a feature's test-kit (what its tests share) is test code too
const isTest = (file: string) => /\.test\.tsx?$|\/test-kit\.tsx?$/.test(file);

describe('the import graph', () => {
  it('finds a cycle, a type-only one too, and a two-way pair', () => {
    const sample = new Map([
      ['server/api/orders/service.ts', new Set(['server/api/orders/choices.ts', 'server/api/rules/service.ts'])],
      ['server/api/orders/choices.ts', new Set(['server/api/orders/service.ts'])],
      ['server/api/rules/service.ts', new Set(['server/api/orders/delivery-time.ts'])],
      ['server/api/orders/delivery-time.ts', new Set<string>()],
    ]);
    expect(cycles(sample)).toEqual([['server/api/orders/choices.ts', 'server/api/orders/service.ts']]);
    expect(twoWayPairs(sample)).toEqual(['server/api/orders <-> server/api/rules']);
    expect(moduleOf('server/app.ts')).toBe('server/app.ts');
    expect(moduleOf('client/features/basket/api/basket.ts')).toBe('client/features/basket');
  });

  it('reads the real tree, type-only imports included', () => {
    expect(graph.size).toBeGreaterThan(400);
    // `import type { OrderStatus }` only
    expect(graph.get('shared/api/types.ts')).toContain('shared/order-status.ts');
  });

  it('has no cycle in client, server or shared', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no two server or shared modules importing each other', () => {
    expect(twoWayPairs(graph).filter((pair) => !pair.startsWith('client'))).toEqual([]);
  });

  it('has no two client folders importing each other (outside tests)', () => {
    expect(twoWayPairs(graph, isTest).filter((pair) => pair.startsWith('client'))).toEqual([]);
  });
});
