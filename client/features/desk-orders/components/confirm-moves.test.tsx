// @vitest-environment jsdom
import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import { boardRoutes, client, column, createSource, freshBoardEachTest, order, quietAlarm } from '../test-kit';
import { DeskOrders } from './desk-orders';

freshBoardEachTest();

describe('an order to confirm on the board', () => {
  it('sits in the first column with the phone to call, and "Confirmed" moves it to new', async () => {
    let confirmed = false;
    const { calls } = scriptedFetch({
      ...boardRoutes(() => [order(1, confirmed ? 'new' : 'to_confirm')]),
      'POST /back/api/v1/desk/orders/1/status': () => {
        confirmed = true;
        return ok(order(1, 'new'));
      },
    });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    const waiting = await column(/^To confirm/);
    // before New: the first column of the board
    expect(waiting.compareDocumentPosition(await column(/^New/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const call = await within(waiting).findByRole('link', { name: /^Call \+993 \d{8}$/ });
    expect(call.getAttribute('href')).toMatch(/^tel:\+993\d{8}$/);
    expect(within(waiting).getByRole('button', { name: 'Reject' })).toBeInstanceOf(HTMLButtonElement);
    expect(within(waiting).queryByRole('button', { name: '45 min' })).toBeNull();

    fireEvent.click(within(waiting).getByRole('button', { name: 'Confirmed' }));
    expect(await within(await column(/^New/)).findByRole('button', { name: '45 min' })).toBeInstanceOf(HTMLButtonElement);
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/back/api/v1/desk/orders/1/status');
    expect(post?.body).toEqual({ status: 'new' });
  });
});
