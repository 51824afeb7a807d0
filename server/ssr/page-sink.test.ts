import { EventEmitter, once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { pageSink, type PageResponse } from './page-sink';

/** A response that records what reaches it; `full` makes its writes report a full socket. */
function fakeResponse({ full = false } = {}) {
  const events = new EventEmitter();
  const log: string[] = [];
  const res: PageResponse & { log: string[]; ended: boolean; emit(e: 'drain'): void } = {
    log,
    ended: false,
    destroyed: false,
    write(text: string) {
      if (typeof text !== 'string') throw new Error('the page reached the response as a Buffer');
      log.push(`write ${text}`);
      return !full;
    },
    flush: () => log.push('flush'),
    end(text?: string) {
      res.ended = true;
      log.push(text === undefined ? 'end' : `end ${text}`);
    },
    once: (event, listener) => events.once(event, listener),
    emit: (event) => events.emit(event),
  };
  return res;
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('pageSink', () => {
  it("sends the pieces of one turn as one write of text, flushed, in order, and the page's end", async () => {
    const res = fakeResponse();
    const sink = pageSink(res);
    sink.write('<html>');
    sink.write(Buffer.from('<body>Плов'));
    sink.write('</body>');
    await turn();
    sink.end('</html>');
    await once(sink, 'finish');
    expect(res.log).toEqual(['write <html><body>Плов</body>', 'flush', 'write </html>', 'flush', 'end']);
  });

  it('sends a page that is whole within one turn with its end: one write, so a Content-Length and no chunks', async () => {
    const res = fakeResponse();
    const pages: string[] = [];
    const sink = pageSink(res, (body) => pages.push(body));
    sink.write('<html>');
    sink.write('<body>Palow</body>');
    sink.end('</html>');
    await once(sink, 'finish');
    await turn();
    expect(res.log).toEqual(['end <html><body>Palow</body></html>']);
    expect(pages).toEqual(['<html><body>Palow</body></html>']);
  });

  it('gives the whole page to the recorder once it has ended', async () => {
    const res = fakeResponse();
    const pages: string[] = [];
    const sink = pageSink(res, (body) => pages.push(body));
    sink.write('<p>1</p>');
    await turn();
    expect(pages).toEqual([]);
    sink.end('<p>2</p>');
    await once(sink, 'finish');
    expect(pages).toEqual(['<p>1</p><p>2</p>']);
  });

  it("holds the renderer's writes while the socket is full, until it drains", async () => {
    const res = fakeResponse({ full: true });
    const sink = pageSink(res);
    sink.write('a');
    await turn();
    expect(res.log).toEqual(['write a', 'flush']);
    // the next piece is taken but not acknowledged: React sees write() say false once the sink's buffer fills
    sink.write('b');
    let acknowledged = false;
    sink.write('c', () => (acknowledged = true));
    await turn();
    await turn();
    expect(acknowledged).toBe(false);
    expect(res.log).toEqual(['write a', 'flush']);
    res.emit('drain');
    await turn();
    await turn();
    expect(acknowledged).toBe(true);
    expect(res.log.join('|')).toContain('write b');
  });

  it('writes nothing to a response whose client left, and still finishes', async () => {
    const res = fakeResponse();
    (res as { destroyed: boolean }).destroyed = true;
    const sink = pageSink(res);
    sink.write('<p>late</p>');
    sink.end();
    await once(sink, 'finish');
    expect(res.log).toEqual(['end']);
  });
});
