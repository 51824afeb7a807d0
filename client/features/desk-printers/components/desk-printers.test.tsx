// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithShop, scriptedFetch } from '../../../../tests/helpers/harness';
import type { PrintingStatus } from '../../../../shared/schemas/printing';
import type { AlarmDeps } from '../../desk-orders/hooks/use-alarm';
import { DeskPrinters } from './desk-printers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const printer = { id: 1, name: 'Kitchen', mac: '00:11:62:AA:BB:CC', last_status: '200 OK', failed: 0 };
const job = (id: number, state: PrintingStatus['jobs'][number]['state'], extra: object = {}) => ({
  id,
  printer_id: 1,
  order_id: 40 + id,
  order_number: `A-${40 + id}`,
  reason: 'accept' as const,
  state,
  attempts: state === 'queued' ? 0 : 1,
  last_error: '',
  created_at: '2026-11-25T07:00:00.000Z',
  printed_at: null,
  ...extra,
});

const quiet: PrintingStatus = {
  alarm: false,
  printers: [{ ...printer, last_poll_at: '2026-11-25T07:00:05.000Z', queued: 0, silent: false, stopped: false }],
  jobs: [job(1, 'printed')],
};
const silent: PrintingStatus = {
  alarm: true,
  printers: [{ ...printer, last_poll_at: '2026-11-25T07:00:05.000Z', queued: 2, silent: true, stopped: false }],
  jobs: [job(3, 'queued'), job(2, 'failed', { last_error: '520 Paper out' }), job(1, 'printed')],
};

// polling, but out of paper: it fetches no ticket, so nothing fails and it is never silent
const outOfPaper: PrintingStatus = {
  alarm: true,
  printers: [
    { ...printer, last_poll_at: '2026-11-25T07:00:05.000Z', last_status: '410 Out of paper', queued: 1, silent: false, stopped: true },
  ],
  jobs: [job(5, 'queued')],
};

const ringer = () => {
  const deps: AlarmDeps & { rings: number } = {
    rings: 0,
    play: () => void deps.rings++,
    unlock: () => {},
    setInterval: () => 0,
    clearInterval: () => {},
  };
  return deps;
};

describe("the desk's printers screen", () => {
  it('shows each printer’s last poll and every ticket’s state, with no alarm when all is well', async () => {
    scriptedFetch({ 'GET /back/api/v1/desk/printing': ok(quiet) });
    const alarm = ringer();
    renderWithShop(<DeskPrinters alarm={alarm} />);
    const printers = await screen.findByRole('list', { name: 'Printers' });
    // 07:00:05 UTC is 12:00:05 in Ashgabat
    expect(printers.textContent).toBe('Kitchen (00:11:62:AA:BB:CC) · last heard from at 12:00:05 · tickets waiting: 0');
    expect(within(screen.getByRole('list', { name: 'Tickets' })).getByRole('listitem').textContent).toContain(
      'Order A-41: printed, attempts: 1',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on sound' }));
    expect(alarm.rings).toBe(0);
  });

  it('raises the banner and rings for a silent printer and a failed ticket; reprint asks the server', async () => {
    const { calls } = scriptedFetch({
      'GET /back/api/v1/desk/printing': ok(silent),
      'POST /back/api/v1/desk/printing/orders/41/reprint': ok({
        ...silent,
        jobs: [job(4, 'queued', { order_id: 41, reason: 'reprint' }), ...silent.jobs],
      }),
    });
    const alarm = ringer();
    renderWithShop(<DeskPrinters alarm={alarm} />);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Printer Kitchen has not been heard from since 12:00:05 and has 2 tickets waiting');
    expect(banner.textContent).toContain('The ticket for order A-42 failed on Kitchen (520 Paper out): it will be tried again.');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on sound' }));
    expect(alarm.rings).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reprint order A-41' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/desk/printing/orders/41/reprint'))).toBe(true));
    expect(await screen.findByText(/reprint$/)).toBeTruthy();
  });

  it('raises the banner and rings for a printer that polls but cannot print, with its status', async () => {
    scriptedFetch({ 'GET /back/api/v1/desk/printing': ok(outOfPaper) });
    const alarm = ringer();
    renderWithShop(<DeskPrinters alarm={alarm} />);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(
      'Printer Kitchen reports a problem (410 Out of paper) and has 1 tickets waiting: check its paper and cover.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Turn on sound' }));
    expect(alarm.rings).toBe(1);
  });
});
