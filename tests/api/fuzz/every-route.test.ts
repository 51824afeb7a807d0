// Every endpoint the routers declare, hostile at every input: path, query, headers, raw body.
// Never a 5xx, always a localized refusal, never a write where the target must refuse.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../helpers/database';
import { fault, fuzzServer, type FuzzServer } from '../support/fuzz-server';
import { listRoutes, ODD_SEGMENTS } from '../support/hostile';
import { hostileRequest } from './hostile-request';
import { FUZZ_TEST_TIMEOUT_MS, RUNS, SEED } from './runs';
import { PREFIX } from './target';
import { FUZZ_ROUTES } from './targets';

describe.each(testDatabases())('every endpoint, hostile input (%s)', (dialect) => {
  let fuzz: FuzzServer;
  beforeAll(async () => {
    fuzz = await fuzzServer(dialect);
  });
  afterAll(async () => {
    await fuzz.close();
  });

  it('has a fuzz target for every route the backend declares', () => {
    const declared = listRoutes(fuzz.ctx.app)
      .filter((r) => r.includes(`${PREFIX}/`))
      .map((r) => r.replace(PREFIX, ''));
    expect(fuzz.targets.map((t) => t.route).sort()).toEqual(declared.sort());
  });

  it.each(FUZZ_ROUTES)(
    `%s: ${RUNS} hostile requests, no 5xx, a localized refusal, no write`,
    async (route) => {
      const t = fuzz.target(route);
      const before = t.refuses ? await fuzz.snapshot() : '';
      const cases = fc.sample(hostileRequest(t), { numRuns: RUNS, seed: SEED });
      // every odd spelling of an id goes out once, whatever the sample drew
      if (t.param !== undefined)
        cases.push(
          ...ODD_SEGMENTS.map((segment) => ({
            ...cases[0],
            segment,
            body: t.body && JSON.stringify(t.body.valid),
            contentType: 'application/json',
            encoding: '',
          })),
        );
      const faults: string[] = [];
      let serverErrors = 0;
      for (const [i, h] of cases.entries()) {
        const res = await fuzz.send(t, h, `fuzz-${route}-${SEED}-${i}`);
        if (res.status >= 500) serverErrors += 1;
        const wrong = fault(t, h, res);
        if (wrong) faults.push(`${wrong}: ${JSON.stringify({ ...h, body: h.body?.slice(0, 300) })} → ${res.text.slice(0, 200)}`);
      }
      expect(
        faults.length,
        `${route}: ${faults.length} faults (${serverErrors} ≥ 500) in ${RUNS} requests, seed ${SEED}:\n${faults.slice(0, 6).join('\n')}`,
      ).toBe(0);
      if (t.refuses) expect(await fuzz.snapshot()).toBe(before);
    },
    FUZZ_TEST_TIMEOUT_MS,
  );
});
