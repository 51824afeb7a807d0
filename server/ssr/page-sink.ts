import { Writable } from 'node:stream';

/** What the sink needs of the response: Express's, with the compression middleware's flush when it compresses. */
export interface PageResponse {
  write(text: string): boolean;
  end(text?: string): unknown;
  once(event: 'drain', listener: () => void): unknown;
  readonly destroyed: boolean;
  flush?: () => void;
}

/**
 * Where React writes a streamed page. The pieces written within one turn of the event loop leave
 * as one write, as text: React writes its text in many small pieces (strings and 4 KB views, each
 * whole characters), and a Node stream between it and the response would join them as Buffers,
 * copying the page twice on its way to the socket. Each turn's text
 * is flushed through the compression middleware, so a gzipped shell leaves before the deferred
 * data, not when zlib's buffer fills. A page that is whole within one turn (nothing deferred) goes
 * out with its end, in one write with a Content-Length. `record` gets the whole page once it has
 * ended (the page cache).
 */
export function pageSink(res: PageResponse, record?: (body: string) => void): Writable {
  let pending = '';
  let body = '';
  let scheduled = false;
  let started = false; // some of the page has gone to the response
  let full = false; // the socket said it was full: nothing more is sent until it drains
  let held: (() => void) | null = null; // the renderer's write that waits for the drain

  const send = () => {
    scheduled = false;
    if (!pending || full) return;
    const text = pending;
    pending = '';
    if (record) body += text;
    if (res.destroyed) return; // the client left: React is being aborted (page.ts)
    started = true;
    full = !res.write(text);
    res.flush?.();
    if (full)
      res.once('drain', () => {
        full = false;
        schedule();
        const resume = held;
        held = null;
        resume?.();
      });
  };
  const schedule = () => {
    if (scheduled || !pending) return;
    scheduled = true;
    setImmediate(send);
  };

  return new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, done) {
      pending += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      if (full) return void (held = done);
      schedule();
      done();
    },
    final(done) {
      full = false; // what is left goes to the response's own buffer with its end
      if (!started && !res.destroyed) {
        // the whole page was ready within one turn (the usual case): one write with a Content-Length, not chunks
        body = pending;
        pending = '';
        res.end(body);
      } else {
        send();
        res.end();
      }
      record?.(body);
      done();
    },
  });
}
