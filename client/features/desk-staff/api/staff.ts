import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { AuditView, StaffMember } from '../../../../shared/api/desk';
import type { StaffInput } from '../../../../shared/schemas/desk';
import { useApi } from '../../../app-context';

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
    queryFn: () => api.list<AuditView>('/desk/audit', { page, limit: AUDIT_PAGE_SIZE }),
  });

function useStaffWrite<V>(send: (api: ApiClient, vars: V) => Promise<unknown>) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => send(api, vars),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: staffKey }), client.invalidateQueries({ queryKey: auditKey })]),
  });
}

export const useAddStaff = () => useStaffWrite((api, body: StaffInput) => api.send<StaffMember>('POST', '/desk/staff', body));

export const useRemoveStaff = () => useStaffWrite((api, id: number) => api.send<StaffMember[]>('DELETE', `/desk/staff/${id}`));
