import { array, integer, max, min, number, size, tuple, type, type Infer } from 'superstruct';
import { ZONE_LIMITS } from '../zones';
import { RequiredText } from './fields';

const bounded = (limit: number, from = 0) => max(min(integer(), from), limit);

/**
 * A zone as the desk saves it: money in minor units (integers), the estimate in minutes, the
 * polygon as [latitude, longitude] pairs, closed (first vertex again at the end) or open. The
 * polygon's shape (vertex count, ranges, crossings) is checked by shared/zones.ts polygonProblem.
 */
export const ZoneBody = type({
  name: RequiredText(ZONE_LIMITS.maxName),
  fee: bounded(ZONE_LIMITS.maxFee),
  minimum: bounded(ZONE_LIMITS.maxMinimum),
  estimate: bounded(ZONE_LIMITS.maxEstimate, ZONE_LIMITS.minEstimate),
  // one more than the limit: a closed ring repeats its first vertex
  polygon: size(array(tuple([number(), number()])), ZONE_LIMITS.minVertices, ZONE_LIMITS.maxVertices + 1),
});
export type ZoneInput = Infer<typeof ZoneBody>;
