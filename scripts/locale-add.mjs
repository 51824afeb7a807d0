// Adds UI strings to locales/{tm,ru,en}.json in one step, so several people can add keys safely:
//   node scripts/locale-add.mjs keys.json      where keys.json is { "tm": {...}, "ru": {...}, "en": {...} }
// Nested objects are merged; existing keys are overwritten; all three languages must carry the same keys.
import fs from 'node:fs';

const flat = (o, p = '') => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [`${p}${k}`]));
const merge = (into, from) => {
  for (const [k, v] of Object.entries(from)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) into[k] = merge(into[k] && typeof into[k] === 'object' ? into[k] : {}, v);
    else into[k] = v;
  }
  return into;
};
const sortDeep = (o) =>
  Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k] && typeof o[k] === 'object' ? sortDeep(o[k]) : o[k]]),
  );

const additions = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const langs = ['tm', 'ru', 'en'];
const keySets = langs.map((l) =>
  flat(additions[l] ?? {})
    .sort()
    .join('\n'),
);
if (new Set(keySets).size !== 1) {
  console.error('tm, ru and en must add the same keys');
  process.exit(1);
}
for (const l of langs) {
  const file = `locales/${l}.json`;
  const current = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  fs.writeFileSync(file, `${JSON.stringify(sortDeep(merge(current, additions[l])), null, 2)}\n`);
}
console.log(`added ${flat(additions.en).length} keys`);
