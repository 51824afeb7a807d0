import { Transform, type TransformCallback } from 'node:stream';

/**
 * React writes a streamed page in small pieces, many within one tick; gathering the pieces of a
 * tick into one buffer turns dozens of socket writes per page into a few, without delaying any
 * part of the stream past the tick it was produced in.
 */
export function coalesce(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const stream: Transform = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flushPending);
      }
      done();
    },
    flush(done: TransformCallback) {
      flushPending();
      done();
    },
  });
  function flushPending() {
    scheduled = false;
    if (!pending.length) return;
    const out = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    stream.push(out);
  }
  return stream;
}
