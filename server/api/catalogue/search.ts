import { sql, type RawBuilder } from 'kysely';
import type { SearchTerm } from '../../../shared/search/fold';

// Searching compares folded ASCII written at save time (shared/search/fold.ts) with LIKE on lowercase
// text, which SQLite and PostgreSQL evaluate identically. Folded text holds only [a-z0-9 ], so no
// LIKE wildcard can come from the shopper.

const like = (column: string, pattern: string) => sql<boolean>`${sql.ref(column)} like ${pattern}`;
const any = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` or `)})`;
const all = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` and `)})`;

/** The name contains the term as typed (after folding). */
const inName = (t: SearchTerm) => like('p.search_name', `%${t.folded}%`);

/** A word of the name sounds the same: "palow" and "plov" share the consonants "plv". */
const nameSoundsLike = (t: SearchTerm) => (t.key ? [like('p.search_name_keys', `% ${t.key}%`)] : []);

const inDescription = (t: SearchTerm) => [
  like('p.search_description', `%${t.folded}%`),
  ...(t.key ? [like('p.search_description_keys', `% ${t.key}%`)] : []),
];

/** Every term must hit a name or a description. */
export function matchesAllTerms(terms: SearchTerm[]): RawBuilder<boolean> {
  return all(terms.map((t) => any([inName(t), ...nameSoundsLike(t), ...inDescription(t)])));
}

/** 0: names contain every term; 1: names contain or sound like every term; 2: a description was needed. */
export function searchRank(terms: SearchTerm[]): RawBuilder<number> {
  const exact = all(terms.map(inName));
  const sounds = all(terms.map((t) => any([inName(t), ...nameSoundsLike(t)])));
  return sql<number>`case when ${exact} then 0 when ${sounds} then 1 else 2 end`;
}
