import { sql, type RawBuilder } from 'kysely';
import type { SearchTerm } from '../../../shared/search/fold';

/** A shopper's term and the categories whose names it meets (folded in process: a menu has a few dozen). */
export interface CatalogueTerm extends SearchTerm {
  categoryIds: number[];
}

// Searching compares folded ASCII written at save time (shared/search/fold.ts) with LIKE on lowercase
// text, which SQLite and PostgreSQL evaluate identically. Folded text holds only [a-z0-9 ], so no
// LIKE wildcard can come from the shopper.

const like = (column: string, pattern: string) => sql<boolean>`${sql.ref(column)} like ${pattern}`;
const any = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` or `)})`;
const all = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` and `)})`;

/** The name contains the term as typed (after folding). */
const inName = (t: SearchTerm) => like('p.search_name', `%${t.folded}%`);

/**
 * A whole word of the name sounds the same: "palow" and "plov" share the consonants "plv". Whole, not a
 * prefix: "şaşlyk" (slk) must not find "Işlekli" (slkl), a pie.
 */
const nameSoundsLike = (t: SearchTerm) => (t.key ? [like('p.search_name_keys', `% ${t.key} %`)] : []);

const inDescription = (t: SearchTerm) => [
  like('p.search_description', `%${t.folded}%`),
  ...(t.key ? [like('p.search_description_keys', `% ${t.key} %`)] : []),
];

/** "шашлык" finds the Lyulya kebab of the category "Шашлыки". */
const inCategory = (t: CatalogueTerm) =>
  t.categoryIds.length ? [sql<boolean>`${sql.ref('p.category_id')} in (${sql.join(t.categoryIds)})`] : [];

/** Every term must hit a name, a description or the dish's category. */
export function matchesAllTerms(terms: CatalogueTerm[]): RawBuilder<boolean> {
  return all(terms.map((t) => any([inName(t), ...nameSoundsLike(t), ...inDescription(t), ...inCategory(t)])));
}

/** 0: names contain every term; 1: names contain or sound like every term; 2: a description or category was needed. */
export function searchRank(terms: CatalogueTerm[]): RawBuilder<number> {
  const exact = all(terms.map(inName));
  const sounds = all(terms.map((t) => any([inName(t), ...nameSoundsLike(t)])));
  return sql<number>`case when ${exact} then 0 when ${sounds} then 1 else 2 end`;
}
