import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser's chunks import each other by their static `from"./x.js"`. Two chunks importing each other
// (a module a chunk group takes, needing a module left in a page's chunk) evaluate in an order where one
// reads the other's exports before they exist: opening the sign-in dialog failed with "g is not a
// function" and the shop reloaded the page instead (the week rules sat in the checkout's chunk, needed by
// the phone field's). Read off the build (npm run build runs before the unit tests).
const ASSETS = path.resolve('dist/client/assets');

function chunkImports(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of fs.readdirSync(ASSETS).filter((f) => f.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(ASSETS, file), 'utf8');
    const imports = [...code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]);
    graph.set(file, [...new Set(imports)]);
  }
  return graph;
}

/** Every cycle's chunks, one list per cycle found by a depth-first walk. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (chunk: string) => {
    state.set(chunk, 'open');
    trail.push(chunk);
    for (const next of graph.get(chunk) ?? []) {
      if (state.get(next) === 'open') found.push(trail.slice(trail.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(chunk, 'done');
  };
  for (const chunk of graph.keys()) if (!state.has(chunk)) visit(chunk);
  return found;
}

describe('the built browser chunks', () => {
  it('import each other one way only: no cycle between chunks', () => {
    const graph = chunkImports();
    expect(graph.size).toBeGreaterThan(10);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle where there is one', () => {
    const graph = new Map([
      ['a.js', ['b.js']],
      ['b.js', ['c.js']],
      ['c.js', ['a.js']],
      ['d.js', ['a.js']],
    ]);
    expect(cycles(graph)).toEqual([['a.js', 'b.js', 'c.js']]);
  });
});
