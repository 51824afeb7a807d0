import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

describe('coalesce', () => {
  it('passes the pieces written in one tick on as one chunk, keeping order and bytes', async () => {
    const stream = coalesce();
    const out: string[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    stream.write('<html>');
    stream.write('<body>');
    stream.write('menu');
    await new Promise((r) => setImmediate(r));
    stream.write('</body>');
    stream.end('</html>');
    await new Promise((r) => stream.on('end', r));
    expect(out).toEqual(['<html><body>menu', '</body></html>']);
  });
});
