// The zone body is the desk's zone form's rule too: one definition, in shared/.
export { ZoneBody } from '../../../shared/schemas/zones';
