export { ProfileBody } from '../../../shared/schemas/account';

// The address body is the address form's rule too: one definition, in shared/.
export { AddressBody } from '../../../shared/schemas/address';
