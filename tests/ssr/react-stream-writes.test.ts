import { Writable } from 'node:stream';
import type { FunctionComponent, ReactElement, ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';

// React's Node stream, as the server's page sink receives it (server/ssr/page-sink.ts): what it sends
// is exactly what React renders, in whatever pieces React chooses (strings or bytes), and a late
// boundary follows the shell. No patch of React's build (docs/decisions/010-react-dom-patch-dropped.md).

// the server runs React's production build; Vitest's NODE_ENV would load the development
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

describe('React stream writes (react-dom server as published)', () => {
  it('runs the production build, as the server does', () => {
    expect(require.resolve('react-dom/server')).toMatch(/server\.node\.js$/);
    expect(Object.keys(require.cache).some((f) => f.endsWith('react-dom-server.node.production.js'))).toBe(true);
  });

  it('sends a page exactly as React renders it, small or large, never splitting a character', async () => {
    for (const count of [20, 600]) {
      const { html } = await streamed(menu(count));
      expect(html).toBe(ReactDOMServer.renderToString(menu(count)));
    }
    expect(Buffer.byteLength((await streamed(menu(600))).html)).toBeGreaterThan(50_000);
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
    const text = (w: string | Uint8Array) => (typeof w === 'string' ? w : Buffer.from(w).toString('utf8'));
    const late = writes.findIndex((w) => text(w).includes('Sargydyňyz'));
    expect(writes.slice(0, late).map(text).join('')).toContain('Загрузка…');
    expect(late).toBeGreaterThan(0);
    expect(html).toContain('<p id="late">Sargydyňyz kabul edildi</p>');
    expect(html).toMatch(/\$RC|\$RS|<template/);
  });
});
