import fs from 'node:fs';
import path from 'node:path';

export interface BuildInfo {
  id: string;
  timestamp: number;
}

export const DIST_DIR = path.resolve('dist');

/** Written by scripts/build.mjs; the id is fixed at build time. */
export function readBuildInfo(distDir = DIST_DIR): BuildInfo {
  return JSON.parse(fs.readFileSync(path.join(distDir, 'build.json'), 'utf8'));
}

export const devBuildInfo = (): BuildInfo => ({ id: 'dev', timestamp: Date.now() });
