// The most of one dish a line may hold is written once (shared/basket-line.ts): it was written as
// a bare 99 in seven places over five files (issue 34), where one edit would have left the others.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'seed-data' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** "file:line" of every numeric literal 99 in a module. */
function ninetyNines(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNumericLiteral(node) && Number(node.text) === 99)
      found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('the 99-per-line cap', () => {
  it('is one constant in shared/, the only 99 in the code besides the count badge', () => {
    const found = ['client', 'server', 'shared'].flatMap(sources).flatMap(ninetyNines);
    // the header's badge writes "99+" past two digits: a matter of space, not of the basket's rule
    const badge = path.join('client', 'components', 'ui', 'count-badge.tsx');
    expect(found.filter((at) => !at.startsWith(`${badge}:`))).toEqual([`${path.join('shared', 'basket-line.ts')}:5`]);
  });
});
