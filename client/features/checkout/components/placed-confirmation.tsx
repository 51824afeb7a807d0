import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app-context';
import { useT } from '../../../i18n';
import { trackedOrderQuery } from '../../orders/api/tracked-order';
import { rememberGuestOrder } from '../../orders/guest-orders';
import { GuestConfirmation } from './guest-confirmation';

/**
 * A guest's order placed by the HTML checkout, by its tracking token: the same confirmation the
 * scripted checkout shows, with the tracking link; once the scripts run, it is kept among this
 * device's guest orders as the scripted checkout keeps it.
 */
export function PlacedConfirmation({ token }: { token: string }) {
  const t = useT();
  const { data, isError } = useQuery({ ...trackedOrderQuery(useApi(), token), refetchInterval: false });
  const order = useMemo(() => (data ? { ...data, tracking_url: `/track/${encodeURIComponent(token)}` } : undefined), [data, token]);
  useEffect(() => {
    if (order) rememberGuestOrder(order);
  }, [order]);
  if (isError) return <p role="alert">{t('some_error_occured')}</p>;
  if (!order) return <p aria-busy="true">…</p>;
  return <GuestConfirmation order={order} />;
}
