import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { StaffRole } from '../../../../shared/desk';
import { useApi } from '../../../app-context';
import type { StaffMember } from '../../../../shared/api/desk';

export interface AuditEntry {
  id: number;
  actor: 'staff' | 'operator' | 'cli';
  actor_user: { id: number; name: string; phone: string } | null;
  action: string;
  entity: 'order' | 'staff' | 'category' | 'product' | 'page' | 'popup' | 'shop' | 'zone';
  entity_id: string;
  before: object | null;
  after: object | null;
  at: string;
}

export const AUDIT_PAGE_SIZE = 20;

const staffKey = ['desk', 'staff'] as const;
const auditKey = ['desk', 'audit'] as const;

/** Owner only: everyone with a desk role. */
export const deskStaffQuery = (api: ApiClient) =>
  queryOptions({ queryKey: [...staffKey, api.locale], queryFn: () => api.get<StaffMember[]>('/desk/staff') });

/** Owner only: the audit log, newest first, one page. */
export const deskAuditQuery = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: [...auditKey, api.locale, page],
    queryFn: () => api.list<AuditEntry>('/desk/audit', { page, limit: AUDIT_PAGE_SIZE }),
  });

function useStaffWrite<V>(send: (api: ApiClient, vars: V) => Promise<unknown>) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => send(api, vars),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: staffKey }), client.invalidateQueries({ queryKey: auditKey })]),
  });
}

export const useAddStaff = () =>
  useStaffWrite((api, body: { phone: string; role: StaffRole }) => api.send<StaffMember>('POST', '/desk/staff', body));

export const useRemoveStaff = () => useStaffWrite((api, id: number) => api.send<StaffMember[]>('DELETE', `/desk/staff/${id}`));
