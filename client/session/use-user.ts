import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app-context';
import { userQuery } from './user';

/** { user: User | null, isSignedIn } — a guest until the server says otherwise. */
export function useUser() {
  const { data, isPending } = useQuery(userQuery(useApi()));
  return { user: data ?? null, isSignedIn: !!data, isPending };
}
