import { useState } from 'react';
import type { Struct } from 'superstruct';
import { invalidFields } from '../../shared/schemas/fields';
import type { Translate } from '../i18n';
import { fieldErrors } from './error-text';

/**
 * A desk form's draft, checked by the request's own schema (shared/schemas) before it is sent: a
 * field's message is the server's when it refused one (`name` also takes `name.tm`'s), else "invalid"
 * once the shared rule has refused it (or the form's own `invalidText`, e.g. a link's rule). `passes()` checks the draft and marks what it refused; `fieldRefused`: the server named a field (else
 * its refusal is the form's own line).
 */
export function useCheckedDraft<T>(
  initial: T,
  schema: Struct<any, any>,
  saveError: unknown,
  t: Translate,
  invalidText: string = t('field_errors.invalid'),
) {
  const [draft, setDraft] = useState<T>(initial);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const server = fieldErrors(saveError, t);
  const errorOf = (field: string): string | undefined =>
    server[field] ?? Object.entries(server).find(([k]) => k.startsWith(`${field}.`))?.[1] ?? (checked.has(field) ? invalidText : undefined);
  const passes = () => {
    const bad = invalidFields(draft, schema);
    setChecked(bad);
    return bad.size === 0;
  };
  return { draft, setDraft, errorOf, passes, fieldRefused: Object.keys(server).length > 0 };
}
