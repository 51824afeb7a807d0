import { defaulted, size, string, trimmed, type, type Infer } from 'superstruct';
import { Phone } from '../phone';
import { RequiredText, Text } from './fields';

// type() rather than object(): an unknown field is ignored, not an error (design.md §4).
const Name = size(trimmed(string()), 1, 100);

/** POST /register: a new customer; the backend texts a code to the phone. */
export const RegisterBody = type({
  name: Name,
  surname: defaulted(size(trimmed(string()), 0, 100), ''),
  phone: Phone,
  email: size(trimmed(string()), 1, 200),
});
export type RegisterInput = Infer<typeof RegisterBody>;

/** POST /users/update: the signed-in customer's name and e-mail. */
export const ProfileBody = type({
  name: RequiredText(100),
  surname: Text(100),
  email: Text(200),
});
export type ProfileInput = Infer<typeof ProfileBody>;
