// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, plov, renderWithShop, scriptedFetch, testProduct, type Call } from '../../../../tests/helpers/harness';
import { orderTimeProblem, rulesOf, type ShopStatus } from '../../../../shared/shop-week';
import { DeskPhoneOrder } from './desk-phone-order';

const soup = testProduct(8, 'Soup', '20.00');
const now = () => new Date('2026-11-25T07:00:00Z'); // 12:00 in Ashgabat

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The owner's saved rules as GET /shop/status has them: `hours` every day, `closures` off. */
const status = (opens: string, closes: string, closures: string[] = []): ShopStatus => ({
  state: 'open',
  lastOrderAt: '2026-11-25T15:00:00.000Z',
  hours: { week: Array.from({ length: 7 }, () => ({ opens, closes })), closures, last_order_minutes: 0 },
  pause: null,
  sold_out: [],
});

const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/desk/orders'));

async function fillOrder() {
  fireEvent.change(screen.getByLabelText('Find a dish'), { target: { value: 'pl' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Add Plov' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add Soup' }));
  fireEvent.change(screen.getByLabelText('Quantity of Plov'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText("Customer's name"), { target: { value: 'Aman' } });
  const phone = screen.getByLabelText('Phone');
  fireEvent.focus(phone);
  fireEvent.change(phone, { target: { value: '+99361234567' } });
  fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Magtymguly 5' } });
  fireEvent.change(screen.getByLabelText('Floor'), { target: { value: '2' } });
  fireEvent.click(screen.getByLabelText('Card'));
  fireEvent.change(screen.getByLabelText('Note for the kitchen'), { target: { value: 'no onions' } });
}

describe('the desk phone order', () => {
  it('posts the order body with an Idempotency-Key and says the order number', async () => {
    const { calls } = scriptedFetch({
      'GET /back/api/v1/products': ok([plov, soup], { total: 2, page: 1, limit: 100 }),
      'POST /back/api/v1/desk/orders': { status: 201, body: { success: true, data: { id: 40, number: 'A-40' } } },
    });
    renderWithShop(<DeskPhoneOrder now={now} />);
    await fillOrder();
    expect(within(screen.getByRole('list', { name: "The order's dishes" })).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect((await screen.findByRole('status')).textContent).toBe('Order A-40 placed.');
    const [sent] = posts(calls);
    expect(sent.body).toEqual({
      name: 'Aman',
      phone: '61234567',
      items: [
        { product_id: 7, quantity: 3 },
        { product_id: 8, quantity: 1 },
      ],
      fulfilment: 'delivery',
      address: 'Magtymguly 5',
      apartment: '',
      entrance: '',
      floor: '2',
      comment: '',
      latitude: '',
      longitude: '',
      payment_method: 'card',
      delivery_time: 'asap',
      note: 'no onions',
    });
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.find((c) => c.url.includes('/products'))?.url).toContain('search=pl');
  });

  it('takes a pickup order without an address: the fields go, and none is sent', async () => {
    const { calls } = scriptedFetch({
      'GET /back/api/v1/products': ok([plov, soup], { total: 2, page: 1, limit: 100 }),
      'POST /back/api/v1/desk/orders': { status: 201, body: { success: true, data: { id: 41, number: 'A-41' } } },
    });
    renderWithShop(<DeskPhoneOrder now={now} />);
    await fillOrder();
    fireEvent.click(screen.getByLabelText('Pickup'));
    expect(screen.queryByLabelText('Address')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect((await screen.findByRole('status')).textContent).toBe('Order A-41 placed.');
    expect(posts(calls)[0].body).toMatchObject({ fulfilment: 'pickup', address: '', floor: '', latitude: '' });
  });

  it('sends a chosen slot, shows a 422 refusal under its field, and keeps the key for the same attempt', async () => {
    let answer = 0;
    const { calls } = scriptedFetch({
      'GET /back/api/v1/products': ok([plov, soup], { total: 2, page: 1, limit: 100 }),
      'GET /back/api/v1/shop/status': ok(status('10:00', '23:00')),
      'POST /back/api/v1/desk/orders': () =>
        ++answer === 1
          ? {
              status: 422,
              body: { success: false, error: 'validation_failed', message: 'Check the form', fields: { address: 'required' } },
            }
          : { status: 201, body: { success: true, data: { id: 41, number: 'A-41' } } },
    });
    renderWithShop(<DeskPhoneOrder now={now} />);
    await fillOrder();
    fireEvent.click(screen.getByLabelText('At a time'));
    await screen.findByRole('option', { name: 'Today 14:00' });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '2026-11-25T09:00:00.000Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    const address = screen.getByLabelText('Address');
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    expect(address.closest('.form-field')?.querySelector('.form-error')?.textContent).toBe('Fill in this field');
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBeNull();
    expect(posts(calls)[0].body.delivery_time).toBe('2026-11-25T09:00:00.000Z');
    // the same order sent again is the same attempt: the server answers the first order if it made one
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    await screen.findByRole('status');
    const [first, second] = posts(calls);
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });

  it("offers slots by the owner's saved week and closures, each one the server takes, not by the configured hours", async () => {
    // configured 10:00–23:00; the owner saved 12:00–20:00 and closed today (Wednesday 25 November)
    const saved = status('12:00', '20:00', ['2026-11-25']);
    scriptedFetch({ 'GET /back/api/v1/shop/status': ok(saved) });
    renderWithShop(<DeskPhoneOrder now={now} />);
    fireEvent.click(screen.getByLabelText('At a time'));
    await screen.findByRole('option', { name: 'Tomorrow 13:00' });
    const offered = within(screen.getByLabelText('Time'))
      .getAllByRole('option')
      .map((o) => ({ name: o.textContent, value: (o as HTMLOptionElement).value }))
      .filter((o) => o.value !== '');
    expect(offered.map((o) => o.name)).not.toContain('Today 14:00');
    expect(offered[0].name).toBe('Tomorrow 13:00'); // an hour after the saved opening
    expect(offered.at(-1)!.name).toBe('Tomorrow 20:00');
    for (const o of offered) expect(orderTimeProblem(o.value, rulesOf(saved), now()), o.name!).toBeNull();
  });
});
