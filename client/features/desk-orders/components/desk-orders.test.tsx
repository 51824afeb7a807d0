// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import { boardRoutes, client, column, createSource, deskReads, freshBoardEachTest, order, quietAlarm } from '../test-kit';
import { DeskOrders } from './desk-orders';

freshBoardEachTest();

describe('the orders board', () => {
  it('puts every order in its status column', async () => {
    scriptedFetch({
      ...boardRoutes([
        order(1, 'new'),
        order(2, 'accepted'),
        order(3, 'cooking'),
        order(4, 'on_the_way'),
        order(5, 'delivered'),
        order(6, 'cancelled'),
      ]),
    });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    const expected: [RegExp, string][] = [
      [/^New/, 'Order A-1'],
      [/^Accepted/, 'Order A-2'],
      [/^Cooking/, 'Order A-3'],
      [/^On the way/, 'Order A-4'],
    ];
    for (const [name, number] of expected) {
      expect(await within(await column(name)).findByRole('button', { name: number })).toBeInstanceOf(HTMLButtonElement);
      expect(within(await column(name)).getAllByRole('article')).toHaveLength(1);
    }
    // today's finished ones together, each saying how it ended
    const finished = within(await column(/^Finished today 2/)).getAllByRole('article');
    expect(finished.map((card) => card.querySelector('.desk-card-status')?.textContent)).toEqual(['Delivered', 'Cancelled']);
  });

  it('a card says when the shopper wants the order, so one for later does not look like one for now', async () => {
    scriptedFetch({
      ...boardRoutes([order(1, 'new', { delivery_time: 'asap' }), order(2, 'new', { delivery_time: '2026-11-22T08:00:00.000Z' })]),
    });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    const cards = await within(await column(/^New/)).findAllByRole('article');
    expect(cards.map((card) => card.querySelector('.desk-delivery')?.textContent)).toEqual([
      'Delivery: as soon as possible',
      'Delivery at 22.11 13:00',
    ]);
  });

  it("opening an order takes focus to its detail (below the board on a phone); closing gives it back to the order's button", async () => {
    scriptedFetch(boardRoutes([order(1, 'new'), order(2, 'cooking')]));
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    const opener = await within(await column(/^Cooking/)).findByRole('button', { name: 'Order A-2' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Order A-2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { level: 2, name: 'Order A-2' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('accepts with a 30 minute estimate and moves the card from the answer, without asking for the board again', async () => {
    let accepted = false;
    const { calls } = scriptedFetch({
      ...boardRoutes(() => [order(1, accepted ? 'accepted' : 'new')]),
      'POST /back/api/v1/desk/orders/1/accept': () => {
        accepted = true;
        return ok(order(1, 'accepted'));
      },
    });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    fireEvent.click(await within(await column(/^New/)).findByRole('button', { name: '30 min' }));
    expect(await within(await column(/^Accepted/)).findByRole('button', { name: 'Order A-1' })).toBeInstanceOf(HTMLButtonElement);
    const accept = calls.find((c) => c.method === 'POST');
    expect(accept?.body).toEqual({ minutes: 30 });
    expect(deskReads(calls)).toEqual(['/back/api/v1/desk/orders', '/back/api/v1/desk/orders/finished']);
  });

  it('accepts for a clock time tomorrow (read in Ashgabat by the server)', async () => {
    let accepted = false;
    const { calls } = scriptedFetch({
      ...boardRoutes(() => [accepted ? order(1, 'accepted', { estimated_at: '2026-11-22T14:40:00.000Z' }) : order(1, 'new')]),
      'POST /back/api/v1/desk/orders/1/accept': () => {
        accepted = true;
        return ok(order(1, 'accepted', { estimated_at: '2026-11-22T14:40:00.000Z' }));
      },
    });
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} />, { queryClient: client() });
    const card = await column(/^New/);
    // the time field is made only when asked for (issue 37: the costliest control of a new card)
    expect(within(card).queryByLabelText('At a time')).toBeNull();
    const opener = await within(card).findByRole('button', { name: 'At a time' });
    fireEvent.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    const submit = await within(card).findByRole('button', { name: 'Accept for this time' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(card).getByLabelText('At a time'), { target: { value: '19:40' } });
    fireEvent.change(within(card).getByLabelText('Day'), { target: { value: 'tomorrow' } });
    fireEvent.click(submit);
    expect(await within(await column(/^Accepted/)).findByText('Expected by 19:40')).toBeInstanceOf(HTMLParagraphElement);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ time: '19:40', day: 'tomorrow' });
  });

  it('with "print on accept" on, opens the ticket and prints it once the accept succeeds; the choice stays on this device', async () => {
    let accepted = false;
    scriptedFetch({
      ...boardRoutes(() => [order(1, accepted ? 'accepted' : 'new')]),
      'POST /back/api/v1/desk/orders/1/accept': () => {
        accepted = true;
        return ok(order(1, 'accepted'));
      },
    });
    const printPage = vi.fn();
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} printPage={printPage} />, { queryClient: client() });
    const option = await screen.findByRole('checkbox', { name: 'Print the kitchen ticket on accept (this device)' });
    expect((option as HTMLInputElement).checked).toBe(false);
    fireEvent.click(option);
    expect(localStorage.getItem('desk.printOnAccept')).toBe('true');
    expect(printPage).not.toHaveBeenCalled();
    fireEvent.click(await within(await column(/^New/)).findByRole('button', { name: '30 min' }));
    await waitFor(() => expect(printPage).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { level: 2, name: 'Order A-1' })).toBeInstanceOf(HTMLHeadingElement);
  });

  it('without "print on accept" an accept prints nothing; a stored choice is read back', async () => {
    let accepted = false;
    scriptedFetch({
      ...boardRoutes(() => [order(1, accepted ? 'accepted' : 'new'), order(2, 'new')]),
      'POST /back/api/v1/desk/orders/1/accept': () => {
        accepted = true;
        return ok(order(1, 'accepted'));
      },
    });
    const printPage = vi.fn();
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} printPage={printPage} />, { queryClient: client() });
    const first = (await within(await column(/^New/)).findAllByRole('article'))[0];
    fireEvent.click(within(first).getByRole('button', { name: '30 min' }));
    await within(await column(/^Accepted/)).findByRole('button', { name: 'Order A-1' });
    expect(printPage).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { level: 2, name: 'Order A-1' })).toBeNull();
    cleanup();
    localStorage.setItem('desk.printOnAccept', 'true');
    renderWithShop(<DeskOrders alarm={quietAlarm} createSource={createSource} printPage={printPage} />, { queryClient: client() });
    const option = await screen.findByRole('checkbox', { name: 'Print the kitchen ticket on accept (this device)' });
    expect((option as HTMLInputElement).checked).toBe(true);
  });
});
