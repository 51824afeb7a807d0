// The browser's text files, compressed once at build time (issue 13): next to each file its Brotli
// (quality 11) and gzip (level 9) copies, which the server sends as they are (express-static-gzip in
// server/ssr/renderer.ts). On the fly the compression middleware would spend CPU on every request and
// reach only Brotli's quality 4, whose first load is 16 % larger (home: 119.1 against 102.9 KB).
// Run after the whole build, when every file is final: the compile hints are prepended when the
// bundle is written and the service worker is generated after it (vite.config.ts), so a Vite plugin's
// compression would see files that change afterwards.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|svg|html|json|webmanifest|txt|xml)$/;
/** under this, the answer fits one packet either way and the copy is not worth a file */
const MIN_BYTES = 1024;

/** Writes `file.br` and `file.gz` beside every text file under `dir` (dot folders skipped); returns their count. */
export function precompress(dir) {
  let written = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) written += precompress(file);
      continue;
    }
    if (!TEXT.test(entry.name)) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const variants = {
      br: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
      gz: zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    };
    for (const [extension, compressed] of Object.entries(variants))
      if (compressed.length < bytes.length) {
        fs.writeFileSync(`${file}.${extension}`, compressed);
        written++;
      }
  }
  return written;
}
