// Only the browser's entries may await at a module's top level. The shop's code every page runs is one
// chunk, and the pages' lazy modules import from it (vite.config.ts, issue 13): a module in it that
// awaited a page's code at its top level would make the chunk wait for itself, and no page would ever
// hydrate (client/start-client.tsx did, before it became a function the entry calls).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The lines of `await` (and `for await`) outside any function in a module's source. */
function topLevelAwaits(file: string, source: string): number[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier))
      lines.push(sf.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return lines;
}

const clientFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe('top-level await in client/', () => {
  it('is found outside functions only', () => {
    const source = [
      'await load();',
      'for await (const x of xs) use(x);',
      'export async function start() { await load(); }',
      'const f = async () => { await load(); };',
      'class C { async m() { await load(); } }',
    ].join('\n');
    expect(topLevelAwaits('sample.ts', source)).toEqual([1, 2]);
  });

  it('is used by the entries alone', () => {
    const files = clientFiles('client');
    expect(files).toContain(path.join('client', 'start-client.tsx'));
    const offenders = files
      .filter((file) => !/^entry-[\w-]+\.tsx$/.test(path.basename(file)))
      .flatMap((file) => topLevelAwaits(file, fs.readFileSync(file, 'utf8')).map((line) => `${file}:${line}`));
    expect(offenders).toEqual([]);
  });
});
