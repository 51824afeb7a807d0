import http from 'node:http';

/** A GET whose path goes on the request line byte for byte (no client normalising it), Host shop.example. */
export function rawGet(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; location: string | undefined; body: string }>((resolve, reject) => {
    const req = http.request(`${base}/`, { path, headers: { Host: 'shop.example', ...headers } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
