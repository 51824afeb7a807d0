import type { Migration } from 'kysely';
import * as catalogue from './001_catalogue';
import * as customers from './002_customers';

// Names sort in the order they run; never rename or edit one that has shipped.
export const migrations: Record<string, Migration> = {
  '001_catalogue': catalogue,
  '002_customers': customers,
};
