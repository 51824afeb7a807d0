// npm run staff:add -- +99365123456 owner|manager — makes the phone's user staff (creating the user
// if needed), on the configured database; idempotent; audited with actor 'cli'; running servers' desk
// streams hear of it ('staff.changed' on the bus; staff-cli-run.ts says how on each engine).
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { normalisePhone } from '../../../shared/phone';
import { STAFF_ROLES, type StaffRole } from '../../../shared/desk';
import { createEventBus } from '../../events/create-bus';
import { createLogger } from '../../logger';
import { addStaffFromCli } from './staff-cli-run';

const [phoneArg = '', roleArg = ''] = process.argv.slice(2);
const phone = normalisePhone(phoneArg);
if (!phone || !(STAFF_ROLES as readonly string[]).includes(roleArg)) {
  console.error('Usage: npm run staff:add -- +99365123456 owner|manager   (a Turkmen mobile number and a role)');
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config.database);
const bus = createEventBus(database, createLogger(config));
try {
  await migrateToLatest(database);
  const { staff, changed } = await addStaffFromCli(database, bus, { phone, role: roleArg as StaffRole }, new Date());
  console.log(
    changed
      ? `+993${staff.phone} is now ${staff.role} (user ${staff.id}).`
      : `+993${staff.phone} is already ${staff.role}; nothing changed.`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await bus.close();
  await database.close();
}
