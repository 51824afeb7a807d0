// The import graph of client/, server/ and shared/ as the TypeScript compiler resolves it, type-only
// imports included (import-x/no-cycle skips those): what madge would draw, without another package.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });

const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  resolveJsonModule: true,
};

function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0]))
      found.push(node.arguments[0].text);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal))
      found.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** file → the files it imports (repo-relative paths), for the source files under `dirs`. */
export function importGraph(root: string, dirs: string[]): Map<string, Set<string>> {
  const files = dirs.flatMap((dir) => sourceFiles(path.join(root, dir)));
  const known = new Set(files);
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const deps = new Set<string>();
    for (const spec of specifiers(file)) {
      const resolved = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule;
      if (resolved && known.has(resolved.resolvedFileName)) deps.add(path.relative(root, resolved.resolvedFileName));
    }
    graph.set(path.relative(root, file), deps);
  }
  return graph;
}

/** The import cycles: each strongly connected group of more than one file (Tarjan), or a file importing itself. */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    for (const dep of graph.get(file) ?? []) {
      if (!index.has(dep)) {
        visit(dep);
        low.set(file, Math.min(low.get(file)!, low.get(dep)!));
      } else if (stack.includes(dep)) low.set(file, Math.min(low.get(file)!, index.get(dep)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1 || graph.get(file)?.has(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

// A module is a folder right under one of these (server/api/orders, client/features/basket, shared/menu),
// or a file lying directly in one (server/app.ts, shared/locale.ts).
const containers = ['client', 'client/features', 'server', 'server/api', 'shared'];
export function moduleOf(file: string): string {
  const parts = file.split('/');
  let depth = 1;
  for (let n = 1; n < parts.length; n++) if (containers.includes(parts.slice(0, n).join('/'))) depth = n;
  return parts.slice(0, depth + 1).join('/');
}

/** Pairs of modules importing each other (either way, any file), as "a <-> b" with a < b. */
export function twoWayPairs(graph: Map<string, Set<string>>, skip: (file: string) => boolean = () => false): string[] {
  const edges = new Set<string>();
  for (const [file, deps] of graph) {
    if (skip(file)) continue;
    for (const dep of deps) if (moduleOf(file) !== moduleOf(dep)) edges.add(`${moduleOf(file)} -> ${moduleOf(dep)}`);
  }
  return [...edges]
    .map((edge) => edge.split(' -> '))
    .filter(([a, b]) => a < b && edges.has(`${b} -> ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`)
    .sort();
}
