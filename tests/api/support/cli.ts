import { spawn } from 'node:child_process';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the operator commands (e.g. server/db/backup-cli.ts) as `npm run` does, in a process of
 * its own, with only the given database and storage settings: none of the test run's own leak in.
 */
export function runCli(script: string, args: string[], env: Record<string, string>): Promise<CliRun> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL' && name !== 'MEDIA_DIR' && !name.startsWith('S3_')),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => void (stdout += chunk));
  child.stderr.on('data', (chunk) => void (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
