import { describe, expect, it } from 'vitest';
import { draftBody, draftOf, newDraft } from './zone-draft';

const square = [
  [37, 59],
  [38, 59],
  [38, 60],
  [37, 60],
] as [number, number][];

describe('zone drafts', () => {
  it('turn the typed TMT and minutes into the body the server takes', () => {
    expect(draftBody({ ...newDraft(square), name: ' Merkez ', fee: '12.5', minimum: '100' })).toEqual({
      body: { name: 'Merkez', fee: 1250, minimum: 10000, estimate: 60, polygon: square },
    });
    expect(draftOf({ id: 3, name: 'A', fee: 1500, minimum: 0, estimate: 45, polygon: square })).toMatchObject({
      fee: '15.00',
      minimum: '0.00',
      estimate: '45',
    });
  });

  it('name every problem at once, the shape’s included', () => {
    const bowTie = [square[0], square[2], square[1], square[3]];
    expect(draftBody({ name: '', fee: '1.234', minimum: 'x', estimate: '0', polygon: bowTie })).toEqual({
      problems: ['name', 'fee', 'minimum', 'estimate', 'self_intersecting'],
    });
    expect(draftBody({ ...newDraft(square.slice(0, 2)), name: 'A', fee: '20000', estimate: '601' })).toEqual({
      problems: ['fee', 'estimate', 'too_few_vertices'],
    });
  });
});
