// Image bytes on the home page for a 390 px phone (DPR 3, as an iPhone 12–15): the demo menu's SVGs,
// then the same menu after staff upload a photo for every dish through the desk (each resized once
// to WebP widths and offered with srcset/sizes), and, for scale, what the same photos would weigh as
// the uploaded JPEGs served as they are. Counted: the bytes of every image response, first on the
// first screen (lazy images below it not fetched), then after scrolling to the bottom of the page.
// The photos are synthetic (gradient + noise, 1600×1200 JPEG q85, ~0.3–0.5 MB each, like a phone
// photo sent through a messenger). `npx tsx bench/images.ts` after `npm run build`; bench/run.ts calls benchImages().
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { chromium } from '@playwright/test';
import { startServer, stopServer, type RunningServer } from '../tests/e2e/server';
import { firstLoadJs } from './sizes';

const API = '/back/api/v1';
const STAFF_PHONE = '65123499';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function smsCode(server: RunningServer): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const entry = fs
      .readFileSync(server.logFile, 'utf8')
      .split('\n')
      .filter((l) => l.includes('"devSms":true'))
      .map((l) => JSON.parse(l) as { phone?: string; text?: string })
      .reverse()
      .find((e) => e.phone === `+993******${STAFF_PHONE.slice(-2)}`);
    const code = /\b(\d{5})\b/.exec(String(entry?.text ?? ''))?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no sign-in code in the server log');
}

async function deskToken(server: RunningServer): Promise<string> {
  execFileSync(process.execPath, ['--import', 'tsx', 'server/api/desk/staff-cli.ts', `+993${STAFF_PHONE}`, 'manager'], {
    env: { ...process.env, DATABASE_URL: `file:${path.join(server.dataDir, 'shop.db')}` },
    stdio: 'pipe',
  });
  const post = (p: string, body: unknown) =>
    fetch(`${server.url}${API}${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  await post('/desk/login', { phone: `+993${STAFF_PHONE}` });
  const verify = (await (await post('/desk/login/verify', { phone: `+993${STAFF_PHONE}`, otp: await smsCode(server) })).json()) as {
    data: { api_token: string };
  };
  return verify.data.api_token;
}

/** A photo-like JPEG: a smooth gradient with grain, different per dish. */
async function syntheticPhoto(seed: number): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  const noise = () => ((state = (state * 1103515245 + 12345) >>> 0) >>> 24) / 255 - 0.5;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const g = 24 * noise();
      raw[i] = Math.max(0, Math.min(255, 140 + 90 * Math.sin((x + seed * 40) / 260) + g));
      raw[i + 1] = Math.max(0, Math.min(255, 100 + 60 * Math.cos((y + seed * 25) / 200) + g));
      raw[i + 2] = Math.max(0, Math.min(255, 50 + 40 * Math.sin((x + y) / 330) + g));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Bytes of image responses on home for a 390 px phone: the first screen, then the whole page scrolled. */
async function homeImageBytes(url: string, rewrite?: (src: string) => string | undefined) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    let bytes = 0;
    let count = 0;
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'image') return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      bytes += body.length;
      count++;
    });
    if (rewrite) {
      // the "served as uploaded" case: every photo request answered with the original JPEG
      await page.route('**/media/*.webp', async (route) => {
        const original = rewrite(new URL(route.request().url()).pathname);
        if (!original) return route.continue();
        await route.fulfill({ status: 200, contentType: 'image/jpeg', path: original });
      });
    }
    await page.goto(`${url}/en`, { waitUntil: 'networkidle' });
    const firstScreen = { bytes, count };
    for (let y = 0; y < 40; y++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return { firstScreen, scrolled: { bytes, count } };
  } finally {
    await browser.close();
  }
}

export async function benchImages() {
  const server = await startServer({ LOG_LEVEL: 'info', PAGE_CACHE_TTL_MS: '0' });
  try {
    const before = await homeImageBytes(server.url);
    const token = await deskToken(server);
    const menu = (await (await fetch(`${server.url}${API}/desk/menu`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      data: { dishes: { id: number }[] };
    };
    const originals = new Map<string, string>();
    let uploaded = 0;
    for (const { id } of menu.data.dishes) {
      const jpeg = await syntheticPhoto(id);
      uploaded += jpeg.length;
      const res = await fetch(`${server.url}${API}/desk/menu/dishes/${id}/photo`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
        body: new Uint8Array(jpeg),
      });
      const body = (await res.json()) as { data?: { image: string } };
      if (!res.ok || !body.data) throw new Error(`upload for dish ${id}: ${res.status}`);
      const file = path.join(server.dataDir, `original-${id}.jpg`);
      fs.writeFileSync(file, jpeg);
      originals.set(/([0-9a-f]{32})/.exec(body.data.image)![1], file);
    }
    const after = await homeImageBytes(server.url);
    const asUploaded = await homeImageBytes(server.url, (p) => originals.get(/([0-9a-f]{32})/.exec(p)?.[1] ?? ''));
    console.log(`${menu.data.dishes.length} dish photos uploaded (${kb(uploaded / menu.data.dishes.length)} JPEG each on average)`);
    for (const [label, m] of [
      ['demo SVGs (before)', before],
      ['uploaded photos, WebP with srcset (after)', after],
      ['same photos served as uploaded (JPEG, no srcset)', asUploaded],
    ] as const) {
      console.log(
        `home, 390 px phone, DPR 3 — ${label}: first screen ${kb(m.firstScreen.bytes)} in ${m.firstScreen.count} images; scrolled to the end ${kb(m.scrolled.bytes)} in ${m.scrolled.count} images`,
      );
    }
    const js = firstLoadJs();
    console.log(`first-load JS home: ${kb(js.gzipBytes)} gzip in ${js.files.length} files`);
  } finally {
    await stopServer(server);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchImages();
