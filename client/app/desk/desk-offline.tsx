import './desk-offline.css';
import { useSyncExternalStore } from 'react';
import { onlineStatus } from '../../browser/chunk-errors';
import { useT } from '../../i18n';

export const useOnline = () => useSyncExternalStore(onlineStatus.subscribe, onlineStatus.get, onlineStatus.server);

/**
 * Said while the tablet has no connection (issue 39): the desk opened from the service worker, or a
 * board whose orders now stand still. The status region is always there, so the change is announced.
 */
export function DeskOffline() {
  const t = useT();
  const online = useOnline();
  return (
    <p role="status" className="desk-offline desk-no-print">
      {online ? null : t('desk.offline')}
    </p>
  );
}
