import { pattern, string, type } from 'superstruct';
import { coerceWhen } from '../../../shared/schemas/fields';
import { Phone } from './phone';

// The register body is the sign-up form's rule too: one definition, in shared/.
export { RegisterBody, type RegisterInput } from '../../../shared/schemas/account';

export const LoginBody = type({ phone: Phone });

// The spec sends the code as a number, which drops a leading zero: put it back.
const Otp = coerceWhen(
  pattern(string(), /^\d{5}$/),
  (v): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 99999,
  (n) => String(n).padStart(5, '0'),
);

export const VerifyBody = type({ phone: Phone, otp: Otp });
