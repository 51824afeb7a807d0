// No source file outside seed data exceeds 200 lines (issue 34). The files that still do are listed
// below with their line count when the list was made, as a ceiling: a listed file may shrink but not
// grow, and one back under the limit must leave the list, so the list only gets shorter.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const LIMIT = 200;

/** Files still over the limit, each with the most lines it may have. Remove a file once it is split. */
const ALLOWLIST: Record<string, number> = {};

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(ts|tsx|css|mjs|js)$/.test(file))
  .filter((file) => !file.startsWith('server/db/seed-data/'))
  .filter((file) => fs.existsSync(file));

/** Lines as `wc -l` counts them: newline characters. */
const lines = (file: string): number => fs.readFileSync(file, 'utf8').split('\n').length - 1;

describe('file size', () => {
  const counts = new Map(tracked.map((file) => [file, lines(file)]));

  it(`no source file exceeds ${LIMIT} lines unless allowlisted`, () => {
    expect(counts.size).toBeGreaterThan(100);
    const over = [...counts].filter(([file, n]) => n > LIMIT && !(file in ALLOWLIST));
    expect(over.map(([file, n]) => `${file}: ${n} lines (limit ${LIMIT})`)).toEqual([]);
  });

  it('no allowlisted file grows past its ceiling', () => {
    const grown = Object.entries(ALLOWLIST).filter(([file, ceiling]) => (counts.get(file) ?? 0) > ceiling);
    expect(grown.map(([file, ceiling]) => `${file}: ${counts.get(file)} lines, ceiling ${ceiling}`)).toEqual([]);
  });

  it('the allowlist names only files still over the limit', () => {
    const done = Object.keys(ALLOWLIST).filter((file) => (counts.get(file) ?? 0) <= LIMIT);
    expect(done.map((file) => `${file}: ${counts.get(file) ?? 'gone'} lines, now within ${LIMIT}: remove it from ALLOWLIST`)).toEqual([]);
  });
});
