import { defaulted, optional, refine, string, trimmed, type } from 'superstruct';
import { Id, RequiredText, Text } from './fields';

// Coordinates travel as strings (the spec); empty means "no point picked".
const Coordinate = (limit: number) =>
  defaulted(
    refine(trimmed(string()), 'coordinate', (v) => {
      if (v === '') return true;
      if (!/^-?\d{1,3}(\.\d{1,15})?$/.test(v)) return 'not_a_number';
      return Math.abs(Number(v)) <= limit ? true : 'out_of_range';
    }),
    '',
  );

/** A delivery address (spec §5): only the address itself is required; the point on the map is optional. */
export const AddressFields = type({
  address: RequiredText(300),
  apartment: Text(50),
  entrance: Text(50),
  floor: Text(50),
  comment: Text(500),
  latitude: Coordinate(90),
  longitude: Coordinate(180),
});

/** POST /users/address: a new address, or a saved one changed when its id is given. */
export const AddressBody = type({ id: optional(Id), ...AddressFields.schema });
