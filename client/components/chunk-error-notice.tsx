import { useSyncExternalStore } from 'react';
import { useT } from '../i18n';
import { chunkFailure, onlineStatus } from '../browser/chunk-errors';

/** Says when the shop is offline or its code failed to load; the page around it stays as it is. */
export function ChunkErrorNotice() {
  const t = useT();
  const online = useSyncExternalStore(onlineStatus.subscribe, onlineStatus.get, onlineStatus.server);
  const failed = useSyncExternalStore(chunkFailure.subscribe, chunkFailure.get, chunkFailure.server);
  return (
    <>
      {/* always in the page, so screen readers hear the change */}
      <div className="chunk-notice" role="status">
        {online ? null : t('chunk_errors.offline')}
      </div>
      {online && failed && (
        <div className="chunk-notice" role="alert">
          {t('chunk_errors.failed')}
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('chunk_errors.reload')}
          </button>
        </div>
      )}
    </>
  );
}
