// What the log tests read: the server's JSON log lines kept in memory, and the shop's test phone
// (tests/api/log-secrets.test.ts, tests/api/log-failures.test.ts).
import { Writable } from 'node:stream';

export type Line = Record<string, unknown> & { raw: string };
export const HOST = 'shop.example.tm';
export const PHONE = '64112233';
// the eight digits in a row or in pairs, whatever stands before them (993, +993, %2B993)
export const FULL_PHONE = /64(?:[ -]|%20)?11(?:[ -]|%20)?22(?:[ -]|%20)?33(?!\d)/;

/** The line without the fields every line has whatever happened (time, pid, host), as text. */
export function content(line: Line): string {
  const { raw: _raw, time: _time, pid: _pid, hostname: _hostname, ...rest } = line;
  return JSON.stringify(rest);
}

/** A log destination that parses each line it is given into `lines`. */
export function lineSink(lines: Line[]): Writable {
  return new Writable({
    write(chunk, _enc, done) {
      for (const raw of String(chunk).split('\n').filter(Boolean)) lines.push({ ...JSON.parse(raw), raw });
      done();
    },
  });
}
