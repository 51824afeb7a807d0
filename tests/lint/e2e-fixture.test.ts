// Every browser spec takes `test` from tests/e2e/fixtures.ts, whose fixtures fail a test on a console
// error or an uncaught page error (in its own contexts too, through `openContext`).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('../e2e', import.meta.url));
const specs = fs.readdirSync(dir).filter((f) => f.endsWith('.spec.ts'));

describe('e2e specs', () => {
  it('all use the fixture that fails on console and page errors, none Playwright’s bare test or browser.newContext', () => {
    expect(specs.length).toBeGreaterThan(20);
    const strays = specs.flatMap((spec) => {
      const code = fs.readFileSync(`${dir}/${spec}`, 'utf8');
      const problems: string[] = [];
      if (!/import \{[^}]*\btest\b[^}]*\} from '\.\/fixtures'/.test(code)) problems.push(`${spec}: test not from ./fixtures`);
      if (/import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/.test(code)) problems.push(`${spec}: test from @playwright/test`);
      if (/browser\.newContext\(/.test(code)) problems.push(`${spec}: browser.newContext (use openContext)`);
      return problems;
    });
    expect(strays).toEqual([]);
  });
});
