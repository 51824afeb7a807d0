import { notFound } from '../http/errors';
import { ID_DIGITS, MAX_ID } from '../../shared/ids';

// "01", " 1", "1.0", "1e3", "0x10" and "-0" are other strings than ids, and name nothing; the pages read ids by the same rule
export { ID_DIGITS, MAX_ID };

// the body field is the browser's rule too (shared/schemas/fields.ts)
export { Id } from '../../shared/schemas/fields';

/** The id in a path such as /orders/{id}: anything that cannot be an id names nothing, so 404. */
export function pathId(raw: unknown, code: string): number {
  const id = typeof raw === 'string' && ID_DIGITS.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ID) throw notFound(code);
  return id;
}
