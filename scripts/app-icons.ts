import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { APP_ICONS, APPLE_TOUCH_ICON, BACKGROUND_COLOUR, FAVICON_ICO, FAVICON_SVG, ICONS_INFO, type AppIconsInfo } from '../shared/web-app';

/** The demo shop's logo; an owner's is named by SHOP_LOGO when building (README, "Your shop"). */
export const DEMO_LOGO = 'public/favicon.svg';

const square = (logo: Buffer, size: number, share = 1, background?: string) => {
  const inner = Math.round(size * share);
  const image = sharp(logo, { density: 300 }).resize(inner, inner, { fit: 'contain', background: '#0000' });
  if (!background && share === 1) return image.png({ compressionLevel: 9 }).toBuffer();
  return image.toBuffer().then((drawn) =>
    sharp({ create: { width: size, height: size, channels: 4, background: background ?? '#0000' } })
      .composite([{ input: drawn, gravity: 'centre' }])
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
};

/** A one-image .ico holding a PNG (every browser since IE 11 reads that form). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the PNG follows the directory
  return Buffer.concat([header, png]);
}

/** Every icon file the build writes, by its path in dist/client. */
export async function appIcons(logo: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const icon of APP_ICONS)
    files.set(icon.src, await (icon.purpose === 'maskable' ? square(logo, icon.size, 0.7, BACKGROUND_COLOUR) : square(logo, icon.size)));
  // iOS paints transparency black: the logo on the page's colour, with a margin as its own icons have
  files.set(APPLE_TOUCH_ICON.src, await square(logo, APPLE_TOUCH_ICON.size, 0.85, BACKGROUND_COLOUR));
  files.set(FAVICON_ICO, icoOf(await square(logo, 32), 32));
  return files;
}

/** An owner's raster logo as the tab's SVG icon too, so no demo picture is left anywhere. */
const svgOf = async (logo: Buffer) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><image width="64" height="64" href="data:image/png;base64,${(await square(logo, 64)).toString('base64')}"/></svg>`;

/**
 * Emits the home-screen icons and favicons into the client build, made from the logo with sharp: the
 * demo's, or the file SHOP_LOGO names (SVG or PNG, square, at least 512 px if raster).
 */
export function appIconsPlugin(logoPath = process.env.SHOP_LOGO || DEMO_LOGO): Plugin {
  return {
    name: 'shop-app-icons',
    apply: 'build',
    async generateBundle() {
      if (this.environment?.config.build.ssr) return;
      const logo = fs.readFileSync(logoPath);
      for (const [src, source] of await appIcons(logo)) this.emitFile({ type: 'asset', fileName: src.slice(1), source });
      const info: AppIconsInfo = { version: crypto.createHash('sha256').update(logo).digest('hex').slice(0, 10) };
      this.emitFile({ type: 'asset', fileName: ICONS_INFO, source: JSON.stringify(info) });
    },
    // over the demo's copy from public/ (the service worker's precache list is made after this)
    async writeBundle(options) {
      if (this.environment?.config.build.ssr || logoPath === DEMO_LOGO) return;
      const logo = fs.readFileSync(logoPath);
      const svg = logoPath.endsWith('.svg') ? logo.toString('utf8') : await svgOf(logo);
      fs.writeFileSync(path.join(options.dir!, FAVICON_SVG.slice(1)), svg);
    },
  };
}
