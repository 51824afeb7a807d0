import fs from 'node:fs';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';

// No Docker engine in CI: these read the Dockerfile and the built bundle the image would run.
const dockerfile = fs.readFileSync('Dockerfile', 'utf8');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

/** The exec-form CMD of the final stage (a HEALTHCHECK's CMD is a line continuation, not at the start). */
const command = (): string[] => JSON.parse(/^CMD (\[.*\])\s*$/m.exec(runtimeStage)?.[1] ?? 'null');

/** Packages a bundle imports statically: they must survive `npm prune --omit=dev`. */
function packagesImportedBy(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^import\s[^'"]*?["']([^"'./][^"']*)["'];?$/gm)].map((m) => m[1]);
  const names = specifiers
    .filter((s) => !s.startsWith('node:') && !builtinModules.includes(s))
    .map((s) =>
      s
        .split('/')
        .slice(0, s.startsWith('@') ? 2 : 1)
        .join('/'),
    );
  return [...new Set(names)].sort();
}

describe('the container image', () => {
  it('runs the bundled server with plain node, not a TypeScript loader', () => {
    expect(command()).toEqual(['node', '--enable-source-maps', 'dist/server/index.js']);
    expect(fs.readFileSync('scripts/build.mjs', 'utf8')).toContain(`outfile: '${command()[2]}'`);
  });

  it('copies what the bundle needs at run time: dist, the production node_modules and package.json', () => {
    for (const dir of ['dist', 'node_modules', 'package.json'])
      expect(runtimeStage).toMatch(new RegExp(`COPY --from=build .*/app/${dir} \\./(${dir})?$`, 'm'));
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
  });

  it.each(['dist/server/index.js', 'dist/server/entry-server.js'])('%s imports only production dependencies', (file) => {
    const imported = packagesImportedBy(file);
    expect(imported.length).toBeGreaterThan(3);
    expect(imported.filter((name) => !(name in pkg.dependencies))).toEqual([]);
  });
});
