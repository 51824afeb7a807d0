import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '../../../../shared/api/client';
import { onShopEvents } from '../../../browser/shop-events';
import { deskZonesKey } from '../api/desk-zones';

/** Another desk changed the zones: this one reloads them (the desk's own event stream, zones.changed). */
export function useZoneEvents() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_PREFIX}/desk/events`);
    onShopEvents(source, ['zones.changed'], () => void client.invalidateQueries({ queryKey: deskZonesKey }));
    return () => source.close();
  }, [client]);
}
