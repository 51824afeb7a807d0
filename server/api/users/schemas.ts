import { type } from 'superstruct';
import { RequiredText, Text } from '../../../shared/schemas/fields';

export const ProfileBody = type({
  name: RequiredText(100),
  surname: Text(100),
  email: Text(200),
});

// The address body is the address form's rule too: one definition, in shared/.
export { AddressBody } from '../../../shared/schemas/address';
