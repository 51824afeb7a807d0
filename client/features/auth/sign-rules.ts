// Spec §5, the register and login tabs, as pure rules the form and its tests share.
import { isCompletePhone } from '../../components/form/phone';

export interface RegisterValues {
  name: string;
  surname: string;
  phone: string;
  email: string;
}
export type RegisterField = keyof RegisterValues;

export const emptyRegister: RegisterValues = { name: '', surname: '', phone: '', email: '' };

/**
 * Which fields are invalid. The surname starts valid and only turns invalid once it was
 * edited and left empty; email is checked for being non-empty only (no format check).
 */
export function registerErrors(values: RegisterValues, edited: ReadonlySet<RegisterField>): Set<RegisterField> {
  const invalid = new Set<RegisterField>();
  if (!values.name.trim()) invalid.add('name');
  if (edited.has('surname') && !values.surname.trim()) invalid.add('surname');
  if (!isCompletePhone(values.phone)) invalid.add('phone');
  if (!values.email.trim()) invalid.add('email');
  return invalid;
}

export const loginValid = (phone: string) => isCompletePhone(phone);

/** Verify is disabled while loading, when the countdown ran out, or while any of the first four boxes is empty. */
export const canVerify = (digits: readonly string[], loading: boolean, secondsLeft: number) =>
  !loading && secondsLeft > 0 && digits.slice(0, 4).every((d) => d !== '');
