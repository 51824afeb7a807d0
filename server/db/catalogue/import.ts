import { StructError, validate } from 'superstruct';
import type { Database } from '../connection';
import { withExclusiveWrite } from '../exclusive';
import { failureCode } from '../../../shared/schemas/failure-code';
import { CatalogueFile } from './format';
import { checkReferences } from './references';
import { writeCatalogue, type WriteSummary } from './write';
import { indexJson, JsonSyntaxError, lineOf, lineOfPath, type JsonPath } from './json-locate';

export interface ImportProblem {
  line: number;
  /** "products[3].price"; "" for the file as a whole */
  field: string;
  code: string;
  message: string;
}

export type ParseResult = { ok: true; file: CatalogueFile } | { ok: false; problems: ImportProblem[] };

const fieldName = (path: JsonPath) => path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');

const messages: Record<string, string> = {
  required: 'is missing',
  too_long: 'is too long',
  too_short: 'is too short',
  out_of_range: 'is out of range',
  duplicate: 'repeats an earlier entry',
  unknown_category: 'names a category that is not in "categories"',
  unknown_unit: 'names a unit that is not in "units"',
  unknown_page: 'names a page that is not in "pages"',
  nested_too_deep: 'names a page that is itself a child page',
  unknown_group: 'names a choice group that is not in "choice_groups"',
  unknown_product: 'names a dish that is not in "products"',
  not_enough_options: 'has fewer options than its minimum, so its dishes could never be ordered',
  slot_is_the_set_meal: 'names the set meal itself as one of its options',
  slot_has_required_choices: "names a dish with a required choice of its own, which a set meal's option cannot ask for",
  min_above_max: 'asks for more options than its maximum allows',
  max_zero: 'allows no option at all',
};

/** Reads and checks a catalogue file without touching the database: every problem with its line. */
export function parseCatalogue(text: string): ParseResult {
  let offsets: Map<string, number>;
  try {
    offsets = indexJson(text);
  } catch (err) {
    if (!(err instanceof JsonSyntaxError)) throw err;
    return { ok: false, problems: [{ line: lineOf(text, err.offset), field: '', code: 'invalid_json', message: err.message }] };
  }
  const [error, file] = validate(JSON.parse(text.replace(/^\uFEFF/, '')), CatalogueFile, { coerce: true });
  if (error) return { ok: false, problems: structProblems(error, text, offsets) };
  const problems = checkReferences(file).map(({ path, code }) => ({
    line: lineOfPath(text, offsets, path),
    field: fieldName(path),
    code,
    message: messages[code] ?? code,
  }));
  return problems.length ? { ok: false, problems } : { ok: true, file };
}

function structProblems(error: StructError, text: string, offsets: Map<string, number>): ImportProblem[] {
  const seen = new Set<string>();
  return error.failures().flatMap((failure) => {
    const field = fieldName(failure.path);
    if (seen.has(field)) return [];
    seen.add(field);
    const code = failureCode(failure);
    const message =
      failure.refinement && !['size', 'min', 'max'].includes(failure.refinement) && failure.value !== undefined
        ? failure.message
        : code === 'invalid'
          ? `expected ${failure.type}, got ${JSON.stringify(failure.value)?.slice(0, 60)}`
          : (messages[code] ?? code);
    return [{ line: lineOfPath(text, offsets, failure.path), field, code, message }];
  });
}

/** Checks the whole file first, then writes it in one transaction: nothing is ever half-imported. */
export async function importCatalogue(
  database: Database,
  text: string,
): Promise<{ ok: true; summary: WriteSummary } | { ok: false; problems: ImportProblem[] }> {
  const parsed = parseCatalogue(text);
  if (!parsed.ok) return parsed;
  const summary = await withExclusiveWrite(database, (db) => writeCatalogue(db, parsed.file));
  return { ok: true, summary };
}
