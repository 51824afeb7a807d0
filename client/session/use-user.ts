import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app-context';
import { useQueryData } from './query-data';
import { userQuery } from './user';

/** { user: User | null, isSignedIn } — a guest until the server says otherwise. */
function useLiveUser() {
  const { data, isPending } = useQuery(userQuery(useApi()));
  return { user: data ?? null, isSignedIn: !!data, isPending };
}

/**
 * The server render reads the user from the query cache the page's loaders filled (null without a
 * session, entry-server.tsx; query-data.ts): a user that failed to load is not dehydrated, so it is
 * pending on both sides. No query observer for each of the three or more components that ask.
 */
function useRenderedUser() {
  const data = useQueryData(userQuery(useApi()));
  return { user: data ?? null, isSignedIn: !!data, isPending: data === undefined };
}

export const useUser = import.meta.env.SSR ? useRenderedUser : useLiveUser;
