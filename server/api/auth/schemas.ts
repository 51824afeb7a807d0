import { defaulted, pattern, size, string, trimmed, type, type Infer } from 'superstruct';
import { coerceWhen } from '../../../shared/schemas/fields';
import { Phone } from './phone';

// type() rather than object(): an unknown field is ignored, not an error (design.md §4).
const Name = size(trimmed(string()), 1, 100);

export const RegisterBody = type({
  name: Name,
  surname: defaulted(size(trimmed(string()), 0, 100), ''),
  phone: Phone,
  email: size(trimmed(string()), 1, 200),
});
export type RegisterInput = Infer<typeof RegisterBody>;

export const LoginBody = type({ phone: Phone });

// The spec sends the code as a number, which drops a leading zero: put it back.
const Otp = coerceWhen(
  pattern(string(), /^\d{5}$/),
  (v): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 99999,
  (n) => String(n).padStart(5, '0'),
);

export const VerifyBody = type({ phone: Phone, otp: Otp });
