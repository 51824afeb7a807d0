import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

// A console.error during a test is a bug (a React warning, an unhandled failure): fail the test.
let errors: string[] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore?.();
  if (errors.length) throw new Error(`console.error was called during the test:\n${errors.join('\n')}`);
});
