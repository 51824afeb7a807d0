import { estimateAt } from '../../../shared/desk';
import type { AcceptInput, RejectInput } from '../../../shared/schemas/desk';
import { unprocessable } from '../../http/errors';
import type { Move } from './moves';

// What the desk's and the operator API's accept and reject ask for, as the move changeOrderStatus makes.

/** The estimate an accept asks for, as a UTC ISO instant: a quick choice, or a clock time today or tomorrow. */
export function acceptEstimate(body: AcceptInput, now: Date): string {
  if (body.minutes !== undefined) return new Date(estimateAt({ minutes: body.minutes }, now)).toISOString();
  if (body.time === undefined) throw unprocessable({ minutes: 'required' });
  const at = estimateAt({ time: body.time, day: body.day ?? 'today' }, now);
  if (at <= now.getTime()) throw unprocessable({ time: 'in_the_past' });
  return new Date(at).toISOString();
}

/** The reason and note a rejection records; 'other' must say what. */
export function rejectMove(body: RejectInput): Move {
  if (body.reason === 'other' && body.note === '') throw unprocessable({ note: 'required' });
  return { to: 'cancelled', reason: body.reason, note: body.note };
}
