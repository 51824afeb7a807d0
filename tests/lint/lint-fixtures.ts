// Lints with the real eslint.config.js: fixture files (a tiny client/, server/ and shared/ tree under
// fixtures/, linted from their own folder) or a piece of code placed at a path of the real tree.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

export const repo = fileURLToPath(new URL('../..', import.meta.url));
export const fixtures = fileURLToPath(new URL('fixtures', import.meta.url));
export const overrideConfigFile = `${repo}/eslint.config.js`;

/** `file: ruleId` for each problem; import-x resolves its zones from the working directory, as `npm run lint` runs them from the repo root. */
export async function problems(files: string[]) {
  const before = process.cwd();
  process.chdir(fixtures);
  try {
    const results = await new ESLint({ cwd: fixtures, overrideConfigFile }).lintFiles(files);
    return results.flatMap((r) => r.messages.map((m) => `${r.filePath.slice(fixtures.length + 1)}: ${m.ruleId}`));
  } finally {
    process.chdir(before);
  }
}

/** The rule ids `code` breaks when it sits at `filePath` in the real tree. */
export async function lintAt(filePath: string, code: string) {
  const [result] = await new ESLint({ cwd: repo, overrideConfigFile }).lintText(code, { filePath: `${repo}/${filePath}` });
  return result.messages.map((m) => m.ruleId);
}
