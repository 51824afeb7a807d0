// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShop } from '../../../../tests/helpers/harness';
import { order } from '../test-kit';
import { OrderDetail } from './order-detail';

afterEach(cleanup);

// a pickup order has no fee at all (issue 36): the desk shows no delivery row, as the shopper's pages do
describe('the desk order detail’s totals by fulfilment', () => {
  const terms = (id: number) =>
    within(screen.getByRole('region', { name: `Order A-${id}` }))
      .getAllByRole('term')
      .map((t) => t.textContent);

  it('a pickup order lists subtotal and total, with no delivery fee', () => {
    const pickup = order(8, 'accepted', { fulfilment: 'pickup', delivery_fee: '0.00', total: '90.00' });
    renderWithShop(<OrderDetail order={pickup} onClose={() => undefined} printPage={() => undefined} />);
    expect(terms(8)).not.toContain('Delivery');
    expect(terms(8)).toEqual(expect.arrayContaining(['Dishes', 'Total']));
  });

  it('a delivery order keeps its fee', () => {
    renderWithShop(<OrderDetail order={order(9, 'accepted')} onClose={() => undefined} printPage={() => undefined} />);
    expect(terms(9)).toContain('Delivery');
    expect(screen.getByRole('region', { name: 'Order A-9' }).textContent).toContain('15.00 TMT');
  });
});
