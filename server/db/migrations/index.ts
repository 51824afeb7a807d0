import type { Migration } from 'kysely';
import * as catalogue from './001_catalogue';
import * as customers from './002_customers';
import * as desk from './003_desk';
import * as events from './004_events';
import * as rules from './005_rules';
import * as zones from './006_zones';
import * as printing from './007_printing';
import * as boardIndexes from './008_board_indexes';
import * as kitchen from './009_kitchen';
import * as busyMode from './010_busy_mode';
import * as callToConfirm from './011_call_to_confirm';
import * as choices from './012_choices';
import * as menuHours from './013_menu_hours';
import * as pickup from './014_pickup';
import * as kitchenTarget from './015_kitchen_target';

// Names sort in the order they run; never rename or edit one that has shipped.
export const migrations: Record<string, Migration> = {
  '001_catalogue': catalogue,
  '002_customers': customers,
  '003_desk': desk,
  '004_events': events,
  '005_rules': rules,
  '006_zones': zones,
  '007_printing': printing,
  '008_board_indexes': boardIndexes,
  '009_kitchen': kitchen,
  '010_busy_mode': busyMode,
  '011_call_to_confirm': callToConfirm,
  '012_choices': choices,
  '013_menu_hours': menuHours,
  '014_pickup': pickup,
  '015_kitchen_target': kitchenTarget,
};
