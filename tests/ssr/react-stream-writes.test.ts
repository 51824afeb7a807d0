import { Writable } from 'node:stream';
import type { FunctionComponent, ReactElement, ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';

// patches/react-dom+19.3.1.patch: React's Node stream gathers the text of a flush in one string and
// writes it once (every 16 KB at most) instead of encoding each of its thousands of small pieces into
// a 4 KB view. These tests fail when an install did not apply the patch, and they check that what
// the stream sends is exactly what React renders.

// the server runs React's production build, the one patched; Vitest's NODE_ENV would load the development
// build. Each test file has its own process, so this file alone loads React as the server does.
process.env.NODE_ENV = 'production';
let React: typeof import('react');
let ReactDOMServer: typeof import('react-dom/server');
beforeAll(async () => {
  React = await import('react');
  ReactDOMServer = await import('react-dom/server');
});
const h = (type: string | FunctionComponent, props?: Record<string, unknown> | null, ...children: ReactNode[]): ReactElement =>
  React.createElement(type, props, ...children);

/** Renders `element` to a stream and records each write the stream makes, as it made it. */
function streamed(element: ReactNode): Promise<{ writes: (string | Uint8Array)[]; html: string }> {
  return new Promise((resolve, reject) => {
    const writes: (string | Uint8Array)[] = [];
    const sink = new Writable({
      decodeStrings: false,
      write(chunk: string | Uint8Array, _encoding, done) {
        writes.push(chunk);
        done();
      },
    });
    sink.on('finish', () =>
      resolve({ writes, html: writes.map((w) => (typeof w === 'string' ? w : Buffer.from(w).toString('utf8'))).join('') }),
    );
    const stream = ReactDOMServer.renderToPipeableStream(element, { onShellError: reject, onError: reject });
    stream.pipe(sink);
  });
}

// Cyrillic and Turkmen letters: two bytes each in UTF-8, the case a byte-counting buffer gets wrong
const dish = (i: number) =>
  h('li', { key: i, className: 'card', 'data-id': i }, h('h3', null, `Плов ${i} — Palaw ýagly`), h('p', null, `${i}.00 TMT`));
const menu = (count: number) =>
  h(
    'main',
    { id: 'main' },
    h('h1', null, 'Меню'),
    h(
      'ul',
      null,
      Array.from({ length: count }, (_, i) => dish(i)),
    ),
  );

describe('React stream writes (patched react-dom server)', () => {
  it('runs the production build, as the server does', () => {
    expect(require.resolve('react-dom/server')).toMatch(/server\.node\.js$/);
    expect(Object.keys(require.cache).some((f) => f.endsWith('react-dom-server.node.production.js'))).toBe(true);
  });

  it('renders without an AsyncLocalStorage: no promise of the process gets async-hook fields', async () => {
    // React ran its work in one; from the first render on, Node called a hook for every promise the
    // server created and gave each three symbol fields (the patch removes it; issue 13)
    const fields = () => Object.getOwnPropertySymbols(Promise.resolve()).map(String);
    expect(fields()).toEqual([]);
    const { html } = await streamed(menu(3));
    expect(html).toContain('Плов 2');
    expect(fields()).toEqual([]);
  });

  it('sends a page under 16 KB in one write, exactly as React renders it', async () => {
    const { writes, html } = await streamed(menu(20));
    expect(writes).toHaveLength(1);
    expect(typeof writes[0]).toBe('string');
    expect(html).toBe(ReactDOMServer.renderToString(menu(20)));
  });

  it('splits a larger page between pieces, never inside a character', async () => {
    const { writes, html } = await streamed(menu(600));
    expect(Buffer.byteLength(html)).toBeGreaterThan(50_000);
    // every 16 KB of text, not every 4 KB view: a few writes, each one whole text
    expect(writes.length).toBeGreaterThan(1);
    expect(writes.length).toBeLessThan(10);
    for (const w of writes) expect(typeof w).toBe('string');
    expect(html).toBe(ReactDOMServer.renderToString(menu(600)));
  });

  it('streams a boundary that resolves later after the shell, in a flush of its own', async () => {
    let resolveData!: (text: string) => void;
    const data = new Promise<string>((resolve) => (resolveData = resolve));
    const Late = () => h('p', { id: 'late' }, React.use(data));
    const page = h('div', null, h('h1', null, 'Заказ'), h(React.Suspense, { fallback: h('p', null, 'Загрузка…') }, h(Late)));
    const done = streamed(page);
    await new Promise((resolve) => setImmediate(resolve));
    resolveData('Sargydyňyz kabul edildi');
    const { writes, html } = await done;
    expect(writes.length).toBeGreaterThanOrEqual(2);
    // the shell first, with the fallback; then the content and React's instruction to swap it in
    expect(writes[0]).toContain('Загрузка…');
    expect(writes[0]).not.toContain('Sargydyňyz');
    expect(html).toContain('<p id="late">Sargydyňyz kabul edildi</p>');
    expect(html).toMatch(/\$RC|\$RS|<template/);
  });
});
