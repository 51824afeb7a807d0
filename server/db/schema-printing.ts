import type { Generated } from 'kysely';

// Migration 007: the kitchen's print queue (server/api/printing).

export interface PrintersTable {
  id: Generated<number>;
  name: string;
  /** upper case, colon separated: 00:11:62:AA:BB:CC */
  mac: string;
  /** SHA-256 (hex) of the secret in the printer's CloudPRNT URL */
  secret_hash: string;
  created_at: string;
  last_poll_at: string | null;
  /** the printer's own status string from its last poll */
  last_status: Generated<string>;
}

export type PrintJobState = 'queued' | 'printing' | 'printed' | 'failed';

export interface PrintJobsTable {
  id: Generated<number>;
  printer_id: number;
  order_id: number;
  reason: 'accept' | 'reprint';
  dedupe_key: string | null;
  state: Generated<PrintJobState>;
  attempts: Generated<number>;
  /** the result code the printer reported for the last failed attempt */
  last_error: Generated<string>;
  created_at: string;
  fetched_at: string | null;
  printed_at: string | null;
}

export interface PrintingTables {
  printers: PrintersTable;
  print_jobs: PrintJobsTable;
}
