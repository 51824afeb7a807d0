// The randomness the dish drawings use: seeded, so regenerating the pictures gives identical files.

/** A small deterministic random source so regenerating gives identical files. */
export function seeded(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

/** rounded to a tenth, so the SVG numbers stay short */
export const r1 = (n: number) => Math.round(n * 10) / 10;

/** `count` shapes drawn at random points within `radius` of the centre (squashed to a plate seen from above). */
export function scatter(rand: () => number, count: number, radius: number, draw: (x: number, y: number, i: number) => string) {
  return Array.from({ length: count }, (_, i) => {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * radius;
    return draw(r1(Math.cos(a) * d), r1(Math.sin(a) * d * 0.8), i);
  }).join('');
}
