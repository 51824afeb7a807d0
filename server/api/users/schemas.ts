import { defaulted, optional, refine, size, string, trimmed, type } from 'superstruct';
import { Id } from '../ids';

const Text = (maxLength: number) => defaulted(size(trimmed(string()), 0, maxLength), '');

export const ProfileBody = type({
  name: size(trimmed(string()), 1, 100),
  surname: Text(100),
  email: Text(200),
});

// Coordinates travel as strings (the spec); empty means "no point picked".
const Coordinate = (limit: number) => defaulted(
  refine(trimmed(string()), 'coordinate', (v) => {
    if (v === '') return true;
    if (!/^-?\d{1,3}(\.\d{1,15})?$/.test(v)) return 'not_a_number';
    return Math.abs(Number(v)) <= limit ? true : 'out_of_range';
  }),
  '',
);

export const AddressBody = type({
  id: optional(Id),
  address: size(trimmed(string()), 1, 300),
  apartment: Text(50),
  entrance: Text(50),
  floor: Text(50),
  comment: Text(500),
  latitude: Coordinate(90),
  longitude: Coordinate(180),
});
