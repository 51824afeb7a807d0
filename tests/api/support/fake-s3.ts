import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Just enough of the S3 API for PutObject and GetObject, path-style (/{bucket}/{key}), signatures
 * unchecked: the S3 photo store's own test, without an object store on the machine.
 */
export async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent(new URL(req.url!, 'http://s3').pathname);
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: req.headers['content-type'] });
        res.writeHead(200, { ETag: '"fake"' }).end();
        return;
      }
      const found = req.method === 'GET' ? objects.get(key) : undefined;
      if (!found) {
        res
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
        return;
      }
      res.writeHead(200, { 'Content-Type': found.type ?? 'application/octet-stream', 'Content-Length': found.body.length }).end(found.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, objects, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
