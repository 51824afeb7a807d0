// Testing Library's findBy* and waitFor give up after 1 s by default. On the 2-core CI machine, with
// two test workers, PostgreSQL and real servers beside them, a component's first render in a file
// (its modules compiled on first use) has taken longer than that: CI failed on a desk test whose
// answer was already scripted (2026-11-29, "Loading…" still on screen at 1 s). What is awaited still
// has to happen; it only gets the time a loaded machine needs.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {}; // a module: top-level await
