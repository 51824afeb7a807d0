// How hard the API fuzz (tests/api/fuzz/*.test.ts) pushes: malformed input at every endpoint, never a 5xx,
// never a change in the database. `npm test` runs a few hundred cases per endpoint; FUZZ_RUNS=1000
// (`npm run fuzz`) runs as many as asked, FUZZ_SEED=<n> replays a run.
export const RUNS = Number(process.env.FUZZ_RUNS) || 200;
// the per-field property (malformed-bodies.test.ts) is the slower one (supertest, shrinking): a share of the runs
export const FIELD_RUNS = Number(process.env.FUZZ_RUNS) || 150;
/**
 * Hundreds of requests one after another: a correctness check, not a timing one. On a shared 2-core CI
 * machine a desk endpoint on PostgreSQL took 20.1 s for its 200 (Vitest's default limit here is 20 s)
 * while a browser ran beside it; the limit leaves room for a slow machine, not for a hang.
 */
export const FUZZ_TEST_TIMEOUT_MS = 120_000;
export const SEED = Number(process.env.FUZZ_SEED) || Date.now() % 2_147_483_647;
