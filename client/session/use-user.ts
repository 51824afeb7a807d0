import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app-context';
import { userQuery } from './user';

/** { user: User | null, isSignedIn } — a guest until the server says otherwise. */
function useLiveUser() {
  const { data, isPending } = useQuery(userQuery(useApi()));
  return { user: data ?? null, isSignedIn: !!data, isPending };
}

/**
 * The server render reads the user from the query cache the page's loaders filled (null without a
 * session, entry-server.tsx): what useQuery answers there, and what the browser hydrates with (a user
 * that failed to load is not dehydrated: pending on both sides), without a query observer for each of
 * the three or more components that ask on every page (issue 13, render cost).
 */
function useRenderedUser() {
  const data = useQueryClient().getQueryData(userQuery(useApi()).queryKey);
  return { user: data ?? null, isSignedIn: !!data, isPending: data === undefined };
}

export const useUser = import.meta.env.SSR ? useRenderedUser : useLiveUser;
