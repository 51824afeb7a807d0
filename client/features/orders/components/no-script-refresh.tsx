import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { Order } from '../../../../shared/api/types';
import { isFinal } from '../../../../shared/order-status';
import type { Locale } from '../../../../shared/locale';
import { trackedOrderKey, trackedTokenAt } from '../api/tracked-order-key';

/** How often a tracking page without scripts reloads itself while its order is open. */
export const NO_SCRIPT_REFRESH_S = 30;

/**
 * For the document's <head> (issue 35): the tracking page of an open order reloads itself every
 * NO_SCRIPT_REFRESH_S seconds where scripts do not run, so its status stays live without them. Inside
 * <noscript>, the one place in <head> a refresh may be conditional: a browser running scripts parses
 * it as text and never reloads (the scripted page follows the order's events instead). A final
 * order's page (delivered, cancelled) has nothing more to show: no refresh. `locale` is the document's
 * (the head is outside the words' provider). Reads the order the
 * page's loader put in the cache; it does not subscribe, as the server renders it once.
 */
export function NoScriptRefresh({ locale }: { locale: Locale }) {
  const { pathname } = useLocation();
  const client = useQueryClient();
  const token = trackedTokenAt(pathname);
  const order = token ? client.getQueryData<Order>(trackedOrderKey(locale, token)) : undefined;
  if (!order || isFinal(order.status)) return null;
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(NO_SCRIPT_REFRESH_S)} />
    </noscript>
  );
}
