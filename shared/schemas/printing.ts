import { coerce, pattern, string, type, type Infer } from 'superstruct';
import { RequiredText } from './fields';

/** A MAC address as a printer's self-test page prints it: six hex pairs, colons, dashes or nothing between. */
export const MAC_PATTERN = /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/;

/**
 * Upper case and colon separated, the form CloudPRNT sends in `printerMAC`, whatever separators the staff
 * typed (colons, dashes, dots, spaces or none). Anything else stays as typed, for MAC_PATTERN to refuse:
 * hex digits picked out of other text are not a MAC.
 */
export function normalMac(raw: string): string {
  const hex = raw
    .trim()
    .replace(/[\s:.-]/g, '')
    .toUpperCase();
  return /^[0-9A-F]{12}$/.test(hex) ? hex.match(/../g)!.join(':') : raw.trim().toUpperCase();
}

/** The owner registers a printer by the MAC on its self-test page. */
export const PrinterBody = type({
  name: RequiredText(60),
  mac: pattern(
    coerce(string(), string(), (s) => normalMac(s)),
    MAC_PATTERN,
  ),
});
export type PrinterInput = Infer<typeof PrinterBody>;

export type PrintJobState = 'queued' | 'printing' | 'printed' | 'failed';

/** GET /desk/printing: each printer's last poll and queue, the recent jobs, and whether to sound the alarm. */
export interface PrintingStatus {
  /** a printer with jobs waiting has not polled for PRINTER_SILENCE_MS or reports it cannot print, or a job's last attempt failed */
  alarm: boolean;
  printers: {
    id: number;
    name: string;
    mac: string;
    last_poll_at: string | null;
    last_status: string;
    queued: number;
    failed: number;
    silent: boolean;
    /** polling with jobs waiting, but its status says it cannot print (out of paper, cover open) */
    stopped: boolean;
  }[];
  jobs: {
    id: number;
    printer_id: number;
    order_id: number;
    order_number: string;
    reason: 'accept' | 'reprint';
    state: PrintJobState;
    attempts: number;
    last_error: string;
    created_at: string;
    printed_at: string | null;
  }[];
}

/** How long a printer with work waiting may stay quiet before the desk raises the alarm. */
export const PRINTER_SILENCE_MS = 60_000;
