import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { BackendDeps } from '../deps';
import type { AuditLogTable } from '../../db/schema-desk';
import { withExclusiveWrite } from '../../db/exclusive';
import { bumpCatalogueVersion } from '../../db/catalogue-version';
import { recordAudit, type AuditActor } from '../audit/service';

type Db = Kysely<Schema>;

/**
 * One edit of the menu or the site's content, as the desk makes it: the work, its audit row and the
 * catalogue version bump in one exclusive write; then the caches are told and `menu.changed` goes out.
 */
export function createMenuChange(deps: BackendDeps, onChange: () => void) {
  return async function change<T>(
    actor: AuditActor,
    action: string,
    entity: AuditLogTable['entity'],
    work: (db: Db) => Promise<{ id: number | string; before: unknown; after: T }>,
  ): Promise<T> {
    const now = deps.now();
    const done = await withExclusiveWrite(deps.database, async (db) => {
      const result = await work(db);
      await recordAudit(db, { actor, action, entity, entityId: result.id, before: result.before, after: result.after, at: now });
      await bumpCatalogueVersion(db, now);
      return result;
    });
    onChange();
    await deps.events.publish({ type: 'menu.changed', at: now.toISOString() });
    return done.after;
  };
}
